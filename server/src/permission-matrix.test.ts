import { minimalPdf } from '@coach/adapters/testing/proof-files';
import type { AccountRoleType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Every operation of the published OpenAPI document, called by six principals. Who may call what is
// written below from docs/product-rules.md (§1, §2, §3, §5), operation by
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
// docs/product-rules.md §1: a salesman may list and view accounts, view packages and orders, create accounts.
const adminAndSales = ['Administrator', 'Salesman'] as const;
// Members (role User) work in projects, send requests, see the users list and keep own files.
const members = ['User'] as const;
// A guest may sign in, see public pages, keep own settings and buy a package.
const membersAndGuests = ['User', 'Guest'] as const;

/** operationId → who may call it. */
const rules: Record<string, Rule> = {
  // Signing in and out, and the password flows of docs/product-rules.md §3.
  'auth.signIn': 'everyone',
  'auth.signOut': 'signedIn',
  'auth.currentUser': 'signedIn',
  'accounts.forgotPassword': 'everyone',
  'accounts.setPassword': 'everyone',
  'accounts.changePassword': 'signedIn',
  // Signing in with a provider (issue 11): the buttons, the trip and its ticket are for visitors
  // (linking checks the token itself, 4001 without one); one's own sign-in methods need a session.
  'auth.identityProviders': 'everyone',
  'auth.startIdentityFlow': 'everyone',
  'auth.finishIdentityFlow': 'everyone',
  'auth.redeemIdentityTicket': 'everyone',
  'auth.signInMethods': 'signedIn',
  'auth.unlinkIdentity': 'signedIn',
  // Dashboards: each area its own.
  'dashboards.member': membersAndGuests,
  'dashboards.admin': adminAndSales,
  // Programme reports (issue 31): revenue and the programme's health are for administrators.
  'reports.funnel': admin,
  'reports.matchWait': admin,
  'reports.proofReview': admin,
  'reports.projectOutcomes': admin,
  'reports.membership': admin,
  'reports.points': admin,
  'reports.export': admin,
  // The platform's own work (outbox, jobs): administrators only, not salesmen.
  'operations.listOutbox': admin,
  // Mail to a group (issue 31, ADR 0049): administrators write to the programme; each person keeps
  // their own programme-news choice; the unsubscribe link works for whoever holds the mail.
  'mail.previewGroupMail': admin,
  'mail.countGroupAudience': admin,
  'mail.sendGroupMail': admin,
  'mail.listGroupMails': admin,
  'mail.getGroupMail': admin,
  'mail.listSavedFilters': admin,
  'mail.saveFilter': admin,
  'mail.deleteSavedFilter': admin,
  'accounts.getMailPreferences': 'signedIn',
  'accounts.changeMailPreferences': 'signedIn',
  'notifications.list': 'signedIn',
  'notifications.markRead': 'signedIn',
  'notifications.markAllRead': 'signedIn',
  'mail.readUnsubscribe': 'everyone',
  'mail.unsubscribe': 'everyone',
  'operations.getOutboxMail': admin,
  'operations.sendTestMail': admin,
  'operations.listJobs': admin,
  'operations.runJobNow': admin,
  // Accounts (docs/product-rules.md §1): salesmen list, view and create; only administrators change,
  // make passive, lock, delete or import. Exporting is a way of listing, so both may.
  'accounts.list': adminAndSales,
  'accounts.get': adminAndSales,
  'accounts.create': adminAndSales,
  'accounts.roles': adminAndSales,
  'accounts.exportExcel': adminAndSales,
  'accounts.startExport': adminAndSales,
  // Found only by the one who asked (or an administrator): others get 4002, not 4033.
  'exports.get': 'signedIn',
  'exports.download': 'signedIn',
  'accounts.update': admin,
  'accounts.changeAccess': admin,
  // Changing many accounts at once (ADR 0052) is for administrators, like changing one.
  'accounts.previewBulkAction': admin,
  'accounts.startBulkAction': admin,
  'accounts.getBulkAction': admin,
  // Identity numbers are fixed (ADR 0032); only an administrator corrects a typo.
  'accounts.correctIdentity': admin,
  'accounts.delete': admin,
  // A person's own data (KVKK art. 11): anyone signed in downloads what is kept about them; members
  // and guests ask to delete their account (staff are deleted by another administrator), and the
  // mailed link works signed out, on any device.
  'accounts.exportPersonalData': 'signedIn',
  'accounts.requestDeletion': membersAndGuests,
  'accounts.confirmDeletion': 'everyone',
  'accounts.importExcel': admin,
  // The registration wizard asks whether an e-mail or identity number is free before payment.
  'accounts.exists': 'everyone',
  // Own profile and settings: members and guests ("own settings"); the staff have no profile page.
  'profiles.getOwn': membersAndGuests,
  'profiles.updateOwn': membersAndGuests,
  // Personal preferences of whoever is signed in: photo, theme, language.
  'profiles.changeAvatar': 'signedIn',
  'profiles.removeAvatar': 'signedIn',
  'profiles.changeTheme': 'signedIn',
  'profiles.changeLanguage': 'signedIn',
  // A photo is public, like the profile pages that show it.
  'profiles.getAvatar': 'everyone',
  // The users list is the members' (not guests'); staff may open one public profile from an account.
  'profiles.list': members,
  'profiles.getPublic': ['User', 'Administrator', 'Salesman'],
  // Places for address forms, before anyone is signed in (registration).
  'location.countryDivision': 'everyone',
  'location.countries': 'everyone',
  'location.states': 'everyone',
  'location.statesOfCountry': 'everyone',
  'location.cities': 'everyone',
  'location.citiesOfState': 'everyone',
  // Badges: every signed-in person sees the names on profiles; administrators define them.
  'badges.list': 'signedIn',
  'badges.get': 'signedIn',
  'badges.create': admin,
  'badges.update': admin,
  'badges.delete': admin,
  // Application settings, the audit log and contact messages: administrators only.
  'settings.get': admin,
  'settings.update': admin,
  'settings.previewSchedule': admin,
  // What the pages tell members and visitors of the settings (docs/product-rules.md §12).
  'settings.public': 'everyone',
  'audit.list': admin,
  'audit.entityTypes': admin,
  'audit.startExport': admin,
  'contact.list': admin,
  'contact.markRead': admin,
  // The public contact form.
  'contact.send': 'everyone',
  // Proof of education: members upload and list their own; administrators review, upload for a
  // member and see anybody's. Download, a member's list and delete are open to both: the use case
  // answers 404 for a file that is not the caller's (proved by the ownership tests below).
  'accountFiles.listOwn': members,
  'accountFiles.upload': members,
  'accountFiles.listForReview': admin,
  'accountFiles.changeStatus': admin,
  'accountFiles.uploadForMember': admin,
  'accountFiles.download': ['User', 'Administrator'],
  'accountFiles.listOfAccount': ['User', 'Administrator'],
  'accountFiles.delete': ['User', 'Administrator'],
  // Requests and projects (docs/product-rules.md §1): members work in projects and send requests;
  // guests have neither. The closing actions of a project are its members' (the use cases answer
  // 404 to a member outside it, 4051/4060 to the wrong side of it).
  'projectRequests.listMine': members,
  'projectRequests.requestToCoach': members,
  'projectRequests.requestToBeCoached': members,
  'projectRequests.cancel': members,
  'projects.listMine': members,
  'projects.listMyOpen': members,
  'projects.getClosingRequest': members,
  'projects.completeAsCoachee': members,
  'projects.sendClosingRequest': members,
  'projects.confirmClosingRequest': members,
  // The session log and the coaching log (issue 9): a member's own, like the projects they come
  // from (the use cases answer 404 for a project the member is not in). Administrators read
  // anybody's hours and the members near a credential; salesmen nothing of it.
  'coaching.listSessions': members,
  'coaching.logSession': members,
  'coaching.confirmSession': members,
  'coaching.disputeSession': members,
  'coaching.removeSession': members,
  'coaching.getLog': members,
  'coaching.exportLog': members,
  'coaching.updatePreferences': members,
  'coaching.getMemberHours': admin,
  'coaching.listNearThreshold': admin,
  // A project's thread (ADR 0057): its partners read and write (404 for anyone else); an
  // administrator reads it, audited. Competency ratings (ADR 0058): the coachee rates, the coach
  // reads their averages, administrators the programme's (reports.read).
  'projects.listMessages': members,
  'projects.postMessage': members,
  'projects.markMessagesRead': members,
  'projects.readMessages': admin,
  'coaching.rateCoach': members,
  'coaching.listGivenRatings': members,
  'coaching.myDevelopment': members,
  'reports.competencies': admin,
  // Sessions in the calendar (issue 32): a member's own projects (404 outside them); the feed is
  // read by calendar apps with its token alone.
  'planning.get': members,
  'planning.propose': members,
  'planning.answer': members,
  'planning.cancel': members,
  'planning.upcoming': members,
  'planning.getFeed': members,
  'planning.renewFeed': members,
  'planning.revokeFeed': members,
  'planning.readFeed': 'everyone',
  // A member publishes their log for an assessor and withdraws it (ADR 0054); anyone with the
  // address reads it, its PDF and the keys, and anyone may check a log's data or a PDF.
  'coaching.publishLog': members,
  'coaching.listLogPublications': members,
  'coaching.revokeLogPublication': members,
  'coaching.getPublishedLog': 'everyone',
  'coaching.downloadPublishedLog': 'everyone',
  'coaching.verifyLog': 'everyone',
  'coaching.verifyLogPdf': 'everyone',
  // Administrators run matching and projects; salesmen have nothing of it ("Nothing else").
  'projectRequests.listPending': admin,
  'projectRequests.startExport': admin,
  'projects.list': admin,
  'projects.abort': admin,
  'projects.startExport': admin,
  'matching.previewPage': admin,
  'matching.run': admin,
  'matching.matchManually': admin,
  'matching.listRuns': admin,
  'matching.getRun': admin,
  // Points: each member reads their own ledger (a guest too: the dashboard every member area has
  // shows the score); administrators read anybody's and adjust, with a note.
  'ledger.get': ['User', 'Guest', 'Administrator'],
  'ledger.adjust': admin,
  'ledger.startExport': admin,
  // Membership and payment (docs/product-rules.md §4). The registration
  // wizard shows the packages on sale to visitors (retired ones need packages.read, decided by the
  // use case, not the route); only administrators define them.
  'packages.list': 'everyone',
  'packages.get': 'everyone',
  'packages.create': admin,
  'packages.update': admin,
  'packages.delete': admin,
  // A visitor registers (and pays as part of it), verifies the e-mail and asks for the link again.
  'auth.register': 'everyone',
  'auth.verifyEmail': 'everyone',
  'auth.resendVerification': 'everyone',
  // Members renew and guests buy their first package ("A guest may ... buy a package").
  'payment.prepayment': membersAndGuests,
  // What buying each package would give, shown before paying to whoever may buy one.
  'payment.renewalPreview': membersAndGuests,
  // The result page and its retry button come after the provider's page, signed in or not (a new
  // member is not verified yet): the checkout's token is the proof.
  'payment.retrieve': 'everyone',
  'payment.retry': 'everyone',
  // The provider posts the payer's browser back; the sandbox's hosted page is a provider's page.
  'payment.callback': 'everyone',
  'payment.sandboxCheckout': 'everyone',
  'payment.sandboxPay': 'everyone',
  // Own membership and orders: members and guests; salesmen and administrators read anybody's
  // orders ("view packages and orders"). Granting a package by hand is the administrators' alone.
  'accounts.checkSubscription': membersAndGuests,
  'orders.history': ['User', 'Guest', 'Administrator', 'Salesman'],
  // A receipt of an order: its buyer's, and the staff's who read orders (the use case answers 404
  // for another member's order: orders-receipt.test.ts).
  'orders.receipt': ['User', 'Guest', 'Administrator', 'Salesman'],
  // The back office's orders list and one order with its payment: read by both kinds of staff.
  'orders.list': adminAndSales,
  'orders.get': adminAndSales,
  'orders.startExport': adminAndSales,
  'orders.grant': admin,
  // Liveness and readiness are for load balancers.
  'health.liveness': 'everyone',
  'health.readiness': 'everyone',
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
});
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
    expect(
      ids.filter((id) => !(id in rules)),
      'operations without a rule',
    ).toEqual([]);
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

// The rules above say who may call an operation at all. Calls that members share (download, a
// member's list, delete, public profiles, personal settings) must also keep each member to their
// own things: another member's files, private profile fields and sessions stay out of reach.
describe("what is another member's stays theirs", () => {
  const bearer = async (principal: Exclude<Principal, 'visitor'>) => ({
    Authorization: `Bearer ${await tokenOf(principal, false)}`,
    'Accept-Language': 'en',
  });
  const idOf = async (principal: Exclude<Principal, 'visitor'>) => {
    const response = await t.app.request('/api/auth/userinfo', { headers: await bearer(principal) });
    return (await readJson(response)).data.accountId as string;
  };
  const json = async (principal: Exclude<Principal, 'visitor'>) => ({
    ...(await bearer(principal)),
    'Content-Type': 'application/json',
  });

  it("keeps a member's proof of education from another member, who gets 404 as for an unknown file", async () => {
    const form = new FormData();
    form.set('file', new File([minimalPdf()], 'diploma.pdf'));
    const uploaded = await t.app.request('/api/accountfiles', {
      method: 'POST',
      headers: await bearer('member'),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const fileId = (await readJson(uploaded)).data.id as string;
    const memberId = await idOf('member');

    const asOther = await bearer('otherMember');
    const download = await t.app.request(`/api/accountfiles/download/${fileId}`, { headers: asOther });
    expect(download.status).toBe(404);
    const list = await t.app.request(`/api/accountfiles/${memberId}`, { headers: asOther });
    expect(list.status).toBe(404);
    const remove = await t.app.request('/api/accountfiles', {
      method: 'DELETE',
      headers: await json('otherMember'),
      body: JSON.stringify({ accountFileId: fileId }),
    });
    expect(remove.status).toBe(404);

    // The owner and an administrator still reach it: the refusals above were about ownership.
    expect(
      (await t.app.request(`/api/accountfiles/download/${fileId}`, { headers: await bearer('member') }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.app.request(`/api/accountfiles/download/${fileId}`, {
          headers: await bearer('administrator'),
        })
      ).status,
    ).toBe(200);
  });

  it("shows another member's public fields only, in the profile and in the users list", async () => {
    const memberId = await idOf('member');
    await t.updateAccount(memberId, {
      phone: '+905321234567',
      address: 'Moda Caddesi 1',
      identityNumber: '10000000146',
      status: 'active',
    });
    const privateFields = [
      'email',
      'phone',
      'address',
      'identityNumber',
      'passportNumber',
      'subscriptionEndDate',
      'passwordHash',
    ];
    const profile = await t.app.request(`/api/accounts/accountprofiledetail/${memberId}`, {
      headers: await bearer('otherMember'),
    });
    expect(profile.status).toBe(200);
    const text = JSON.stringify((await readJson(profile)).data);
    for (const field of privateFields) expect(text, field).not.toContain(`"${field}"`);
    for (const value of ['+905321234567', 'Moda Caddesi', '10000000146', emailOf('member')]) {
      expect(text, value).not.toContain(value);
    }

    const list = await t.app.request('/api/accounts/accountsprofiledetail?pageSize=100', {
      headers: await bearer('otherMember'),
    });
    expect(list.status).toBe(200);
    const listed = JSON.stringify((await readJson(list)).data);
    expect(listed).toContain(memberId);
    for (const value of ['+905321234567', 'Moda Caddesi', '10000000146', emailOf('member')]) {
      expect(listed, value).not.toContain(value);
    }
  });

  it("keeps a member's orders from another member (403), while salesmen and administrators read them", async () => {
    const created = await t.app.request('/api/membershippackages', {
      method: 'POST',
      headers: await json('administrator'),
      body: JSON.stringify({
        code: 'MATRIX-6',
        nameTr: 'Matris 6 Ay',
        nameEn: 'Matrix 6 months',
        periodMonths: 6,
        priceUsd: '10',
      }),
    });
    expect(created.status).toBe(201);
    const memberId = await idOf('member');
    const granted = await t.app.request('/api/orders/grant', {
      method: 'POST',
      headers: await json('administrator'),
      body: JSON.stringify({
        accountId: memberId,
        membershipPackageId: (await readJson(created)).data.membershipPackageId,
        note: 'Bank transfer',
      }),
    });
    expect(granted.status).toBe(201);

    const path = `/api/accounts/accountorderhistory?accountId=${memberId}`;
    const byOther = await t.app.request(path, { headers: await bearer('otherMember') });
    expect(byOther.status).toBe(403);
    expect((await readJson(byOther)).code).toBe(4033);
    const own = await t.app.request('/api/accounts/accountorderhistory', {
      headers: await bearer('otherMember'),
    });
    expect((await readJson(own)).data).toEqual([]);
    for (const principal of ['salesman', 'administrator', 'member'] as const) {
      const read = await t.app.request(principal === 'member' ? '/api/accounts/accountorderhistory' : path, {
        headers: await bearer(principal),
      });
      expect(read.status, principal).toBe(200);
      expect(
        (await readJson(read)).data.map((order: { note: string }) => order.note),
        principal,
      ).toEqual(['Bank transfer']);
    }
  });

  it("cannot change another member's settings or end another member's session", async () => {
    const memberId = await idOf('member');
    const before = await readJson(
      await t.app.request('/api/auth/userinfo', { headers: await bearer('member') }),
    );

    // Personal calls act on the caller: naming another account is refused, never obeyed.
    const theme = await t.app.request('/api/accounts/changetheme', {
      method: 'POST',
      headers: await json('otherMember'),
      body: JSON.stringify({ accountId: memberId, themePack: 'theme4', themeMode: 'dark' }),
    });
    expect(theme.status).not.toBe(500);
    const profile = await t.app.request('/api/accounts/accountprofiledetail', {
      method: 'PUT',
      headers: await json('otherMember'),
      body: JSON.stringify({ accountId: memberId, bio: 'Not mine to write' }),
    });
    expect(profile.status).toBe(400);

    // Signing out ends the caller's own session only.
    const otherToken = await tokenOf('otherMember', true);
    await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherToken}` },
    });

    const after = await t.app.request('/api/auth/userinfo', { headers: await bearer('member') });
    expect(after.status).toBe(200);
    const { data } = await readJson(after);
    expect(data.themePack).toBe(before.data.themePack);
    expect(data.themeMode).toBe(before.data.themeMode);
    const own = await readJson(
      await t.app.request('/api/accounts/accountprofiledetail', { headers: await bearer('member') }),
    );
    expect(own.data.bio ?? null).not.toBe('Not mine to write');
  });
});
