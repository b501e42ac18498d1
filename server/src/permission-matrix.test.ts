import type { AccountRoleType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Every operation of the published OpenAPI document, called by six principals. Who may call what is
// written below from PRODUCT.md ("Who uses it", "Accounts", "Proof of education"), operation by
// operation, NOT read from the code's role → permission map: when the map and these rules disagree,
// this test fails. A new operation fails the first test until somebody decides here who may call it.

type Principal = 'visitor' | 'member' | 'otherMember' | 'administrator' | 'salesman' | 'guest';
const principals: readonly Principal[] = [
  'visitor',
  'member',
  'otherMember',
  'administrator',
  'salesman',
  'guest',
];
const roleOf: Record<Exclude<Principal, 'visitor'>, AccountRoleType> = {
  member: 'User',
  otherMember: 'User',
  administrator: 'Administrator',
  salesman: 'Salesman',
  guest: 'Guest',
};

/** Who may call an operation: anybody, anybody signed in, or accounts of these roles. */
type Rule = 'everyone' | 'signedIn' | readonly AccountRoleType[];

const admin = ['Administrator'] as const;
// PRODUCT.md: a salesman may list and view accounts, view packages and orders, create accounts.
const adminAndSales = ['Administrator', 'Salesman'] as const;
// Members (role User) work in projects, send requests, see the users list and keep own files.
const members = ['User'] as const;
// A guest may sign in, see public pages, keep own settings and buy a package.
const membersAndGuests = ['User', 'Guest'] as const;

/** operationId → who may call it. */
const rules: Record<string, Rule> = {
  // Signing in and out, and the password flows of PRODUCT.md "Accounts".
  'auth.signIn': 'everyone',
  'auth.signOut': 'signedIn',
  'auth.currentUser': 'signedIn',
  'accounts.forgotPassword': 'everyone',
  'accounts.setPassword': 'everyone',
  'accounts.changePassword': 'signedIn',
  // Dashboards: each area its own.
  'dashboards.member': membersAndGuests,
  'dashboards.admin': adminAndSales,
  // The platform's own work (outbox, jobs): administrators only, not salesmen.
  'operations.listOutbox': admin,
  'operations.getOutboxMail': admin,
  'operations.sendTestMail': admin,
  'operations.listJobs': admin,
  // Liveness and readiness are for load balancers.
  'get /api/health': 'everyone',
  'get /api/health/ready': 'everyone',
};

function allowed(rule: Rule, principal: Principal): boolean {
  if (rule === 'everyone') return true;
  if (principal === 'visitor') return false;
  return rule === 'signedIn' || rule.includes(roleOf[principal]);
}

interface Operation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
}

/** A well-formed value for a path parameter, so that routing and validation do not decide the answer. */
function parameterValue(name: string): string {
  if (name === 'countryId') return 'TR';
  if (name === 'stateId') return 'TR-34';
  return '00000000-0000-4000-8000-000000000000';
}
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => parameterValue(name));

// Neutral addresses: the default test password must not resemble them (the guessability check).
const emailOf = (principal: Principal) => `p${principals.indexOf(principal)}@matrix.test`;

let t: TestApp;
let operations: Operation[];
const tokens = new Map<Principal, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const principal of principals) {
    if (principal === 'visitor') continue;
    await t.createAccount({ email: emailOf(principal), accountRoleType: roleOf[principal] });
  }
  const document = await readJson(await t.app.request('/api/openapi.json'));
  operations = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const { operationId } = operation as { operationId?: string };
      operations.push({ id: operationId ?? `${method} ${path}`, method: method.toUpperCase(), path });
    }
  }
}, 60_000);
afterAll(() => t.close());

async function tokenOf(principal: Exclude<Principal, 'visitor'>, fresh: boolean): Promise<string> {
  const known = tokens.get(principal);
  if (known && !fresh) return known;
  const token = await t.signIn(emailOf(principal));
  if (!fresh) tokens.set(principal, token);
  return token;
}

async function call(operation: Operation, principal: Principal): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': 'en' };
  if (principal !== 'visitor') {
    // Signing out ends the session it is called with: that call gets a session of its own.
    headers.Authorization = `Bearer ${await tokenOf(principal, operation.id === 'auth.signOut')}`;
  }
  // An empty object: enough to pass routing, never enough to change anything.
  return t.app.request(urlOf(operation.path), {
    method: operation.method,
    headers,
    ...(operation.method === 'GET' ? {} : { body: '{}' }),
  });
}

describe('the permission matrix (operations × six principals)', () => {
  it('has a rule for every operation of the OpenAPI document, and none for an operation that is gone', () => {
    const ids = operations.map((operation) => operation.id).sort();
    expect(ids.filter((id) => !(id in rules)), 'operations without a rule').toEqual([]);
    expect(
      Object.keys(rules).filter((id) => !ids.includes(id)),
      'rules without an operation',
    ).toEqual([]);
  });

  it('lets each principal call exactly what the rules allow', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const rule = rules[operation.id] ?? 'everyone';
      for (const principal of principals) {
        const response = await call(operation, principal);
        calls++;
        const status = response.status;
        const expected = allowed(rule, principal);
        const refused = status === 401 || status === 403;
        if (status >= 500) mismatches.push(`${operation.id} as ${principal}: ${status}`);
        else if (expected && refused) mismatches.push(`${operation.id} as ${principal}: refused (${status})`);
        else if (!expected && status !== (principal === 'visitor' ? 401 : 403))
          mismatches.push(`${operation.id} as ${principal}: expected a refusal, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(operations.length * principals.length);
  }, 120_000);
});
