import { minimalPdf } from '@coach/adapters/testing/proof-files';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { demo } from './fixtures.ts';
import { followVerificationMail } from './mail.ts';

// The coaching programme through the API, for the journeys' set-up: what an administrator and a
// member would otherwise do on screens that other journeys already walk through (accounts,
// packages, proofs, points). Every call signs in afresh, because the journeys move the server's
// clock and sessions idle out when time jumps.

const dayMs = 86_400_000;

export type Language = 'tr' | 'en';

/** A member of one journey: a new account with a password, signed in by the journey itself. */
export interface Member {
  readonly accountId: string;
  readonly name: string;
  readonly surname: string;
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  /** The language of the member's mail. */
  readonly language: Language;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A bearer-token client of the main instance's API, answering `data` of 2xx responses. */
export class Api {
  /** The request context it calls with (the outbox is read with it too). */
  readonly request: APIRequestContext;
  private readonly token: string;

  private constructor(request: APIRequestContext, token: string) {
    this.request = request;
    this.token = token;
  }

  /** Signs in now (not a token kept from before a move of the clock). */
  static async as(request: APIRequestContext, who: { email: string; password: string }): Promise<Api> {
    const response = await request.post('/api/auth/login', {
      data: { email: who.email, password: who.password },
    });
    expect(response.ok(), `${who.email} signs in through the API`).toBe(true);
    return new Api(request, ((await response.json()) as Envelope<{ token: string }>).data.token);
  }

  static admin(request: APIRequestContext): Promise<Api> {
    return Api.as(request, demo.admin);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** The whole answer, for a call that may be refused. */
  async raw(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
    const response = await this.request.fetch(`/api${path}`, { method, headers: this.headers, data });
    const body = (await response.json()) as Envelope<unknown>;
    return { status: response.status(), ...body };
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
    const answer = await this.raw(method, path, data);
    expect(
      answer.status,
      `${method} ${path}: ${answer.code} ${answer.message} ${JSON.stringify(answer.data)}`,
    ).toBeLessThan(300);
    return answer.data as T;
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, data: unknown): Promise<T> {
    return this.call<T>('POST', path, data);
  }

  put<T>(path: string, data: unknown): Promise<T> {
    return this.call<T>('PUT', path, data);
  }

  /** A multipart upload (a proof of education for a member). */
  async upload<T>(
    path: string,
    multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ) {
    const response = await this.request.post(`/api${path}`, { headers: this.headers, multipart });
    const body = (await response.json()) as Envelope<T>;
    expect(response.status(), `POST ${path}: ${body.code} ${body.message}`).toBeLessThan(300);
    return body.data;
  }
}

/** Something unique to this run of the journeys: new e-mail addresses and passport numbers. */
export const runStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

let created = 0;

/**
 * A new member with a password (an administrator can give one at creation; the member then follows
 * the verification mail), an active membership of the package `packageCode`, and `languages` as
 * their coaching languages.
 */
export async function createMember(
  admin: Api,
  person: {
    name: string;
    surname: string;
    language: Language;
    languages: Language[];
    packageCode: 'COACH-12' | 'COACHEE-12';
    stamp: string;
  },
): Promise<Member> {
  created += 1;
  const ascii = (word: string) =>
    word
      .toLowerCase()
      .replaceAll('ı', 'i')
      .normalize('NFD')
      .replace(/[^a-z0-9]/g, '');
  const email = `${ascii(person.name)}.${ascii(person.surname)}.${person.stamp}${created}@example.com`;
  const password = 'Lavanta-Pusula-83';
  const passport = `E2E${person.stamp}${created}`
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  const account = await admin.post<{ accountId: string }>('/accounts', {
    name: person.name,
    surname: person.surname,
    email,
    password,
    accountRoleType: 'User',
    passportNumber: passport,
    languages: person.languages,
    language: person.language,
  });
  await followVerificationMail(admin.request, email);
  const packages = await admin.get<{ membershipPackageId: string; code: string }[]>('/membershippackages');
  const membershipPackage = packages.find((one) => one.code === person.packageCode);
  expect(membershipPackage, `the demo package ${person.packageCode}`).toBeDefined();
  // A year from now, so that it is still active when a journey lives months later.
  await admin.put('/accounts', {
    accountId: account.accountId,
    subscriptionEndDate: new Date(Date.now() + 365 * dayMs).toISOString(),
    membershipPackageId: membershipPackage?.membershipPackageId,
  });
  return {
    accountId: account.accountId,
    name: person.name,
    surname: person.surname,
    fullName: `${person.name} ${person.surname}`,
    email,
    password,
    language: person.language,
  };
}

/** An approved proof of education, uploaded by an administrator for the member. */
export async function approveProofOf(admin: Api, member: Member) {
  const file = await admin.upload<{ id: string }>('/accountfiles/userfileuploadwithaccountid', {
    accountId: member.accountId,
    file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf()) },
  });
  await admin.post('/accountfiles/changefilestatus', {
    accountFileId: file.id,
    fileApproveState: 'approved',
  });
}

export async function adjustPoints(admin: Api, member: Member, delta: number, note: string) {
  await admin.post('/ledger/adjust', { accountId: member.accountId, delta, note });
}

/**
 * Everything a member needs to ask to coach (docs/product-rules.md §6), beyond a
 * coach-level membership: an approved proof, points, and one coachee request ever (asked and
 * cancelled by the member).
 */
export async function makeEligibleCoach(
  request: APIRequestContext,
  admin: Api,
  member: Member,
  points: number,
) {
  await approveProofOf(admin, member);
  await adjustPoints(admin, member, points, 'Opening points for the journey');
  const self = await Api.as(request, member);
  const asked = await self.post<{ id: string }>('/projectrequests/requestforcoachee', { languages: ['en'] });
  await self.post('/projectrequests/cancel', { projectRequestId: asked.id });
}

/**
 * A coach and a coachee paired by an administrator (manual matching), in `language`: the coach
 * made eligible first (`makeEligibleCoach`, with `points`), then each one's request. Answers the
 * new project's id.
 */
export async function pairByAdministrator(
  request: APIRequestContext,
  admin: Api,
  {
    coach,
    coachee,
    language,
    points = 10,
  }: { coach: Member; coachee: Member; language: Language; points?: number },
) {
  await makeEligibleCoach(request, admin, coach, points);
  const coachRequest = await (await Api.as(request, coach)).post<{ id: string }>(
    '/projectrequests/requestforcoach',
    { languages: [language] },
  );
  const coacheeRequest = await (await Api.as(request, coachee)).post<{ id: string }>(
    '/projectrequests/requestforcoachee',
    { languages: [language] },
  );
  const started = await admin.post<{ id: string }>('/projects/manualprojectmatching', {
    coachRequestId: coachRequest.id,
    coacheeRequestId: coacheeRequest.id,
  });
  return started.id;
}

export interface LedgerEntry {
  delta: number;
  reason: string;
  projectId: string | null;
  balanceAfter: number;
  createdAt: string;
}

export async function ledgerOf(admin: Api, member: Member) {
  return admin.get<{ balance: number; entries: LedgerEntry[] }>(`/ledger?accountId=${member.accountId}`);
}

export interface ProjectView {
  id: string;
  state: string;
  language: Language;
  coach: { accountId: string; fullName: string };
  coachee: { accountId: string; fullName: string };
  startedAt: string;
  deadlineAt: string;
  sessionCount: number | null;
  points: { coach: number; coachee: number };
}

/** The member's projects as an administrator lists them, newest first. */
export async function projectsOf(admin: Api, member: Member) {
  const page = await admin.get<{ items: ProjectView[] }>(`/projects?accountId=${member.accountId}`);
  return page.items;
}

/** The catalogue code of "this job is running right now" (its scheduled tick holds the lock). */
const jobRunning = 4061;

/** Runs a scheduled job now, as an administrator can from the jobs page (after its tick, if one runs). */
export async function runJob(admin: Api, name: string) {
  const path = `/jobs/${encodeURIComponent(name)}/run`;
  for (;;) {
    const answer = await admin.raw('POST', path, {});
    // The scheduled tick holds the job's lock while it runs, however long a busy machine takes:
    // ask again until it is done (the journey's own timeout guards against a job that never ends).
    if (answer.code === jobRunning) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    expect(answer.status, `POST ${path}: ${answer.code} ${answer.message}`).toBeLessThan(300);
    const run = answer.data as { outcome: string; counts: Record<string, number>; error: string | null };
    expect(run.error).toBeNull();
    expect(run.outcome).toBe('succeeded');
    return run;
  }
}

/** Cancels the member's open requests (clean-up, so that a later matching run does not pair them). */
export async function cancelOpenRequests(request: APIRequestContext, member: Member) {
  const self = await Api.as(request, member);
  const { items } = await self.get<{ items: { id: string; state: string }[] }>('/projectrequests');
  for (const open of items.filter((item) => item.state === 'open')) {
    await self.post('/projectrequests/cancel', { projectRequestId: open.id });
  }
}

/**
 * Moves the browser's clock as far as the server's (support/clock.ts), before the page loads: the
 * pages compare dates with the browser's own time (days left, when a closing request may be sent).
 * Time goes on flowing from there.
 */
export async function browserClockAhead(page: Page, days: number) {
  await page.clock.install({ time: new Date(Date.now() + days * dayMs) });
}

/**
 * Picks one answer of a radio group by its words, as a person clicks them (the drawn dot lies over
 * the input itself), and checks that it took.
 */
export async function choose(within: Locator, label: string) {
  await within.getByRole('radiogroup').getByText(label, { exact: true }).click();
  await expect(within.getByRole('radio', { name: label })).toBeChecked();
}

/**
 * The project with `partner` in a list of the projects page, found by the partner's name: their
 * e-mail shows only when they share it with coaches (ADR 0033).
 */
export function projectItem(section: Locator, partner: Member) {
  return section
    .getByRole('listitem')
    .filter({ has: section.page().getByRole('heading', { level: 3, name: partner.fullName, exact: true }) });
}
