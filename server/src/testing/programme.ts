import { dbSchema } from '@coach/adapters';
import { minimalPdf } from '@coach/adapters/testing/proof-files';
import type { ApplicationSettings, Language } from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { grantOpeningBalance } from '@coach/core/ledger/grant-opening-balance';
import { execute } from '@coach/core/shared/use-case';
import { systemContextOf } from '../composition.ts';
import { readJson } from './read-json.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in member of a test programme. */
export interface TestMember {
  readonly id: string;
  readonly email: string;
  /** Renewed by `advance`: a session ends after 30 idle minutes. */
  token: string;
}

export interface MemberOptions {
  readonly name?: string;
  /** The language mail is written in. */
  readonly language?: Language;
  /** The coaching languages the member offers (a request may ask for these only). */
  readonly languages?: readonly Language[];
  /** `expired`: the membership ended yesterday (4029). */
  readonly membership?: 'active' | 'expired';
}

export interface CoachOptions extends MemberOptions {
  /** The starting score (an opening-balance ledger entry); 10 unless given. */
  readonly points?: number;
}

const day = 86_400_000;

/**
 * The people and calls of the projects' tests, on a test app: members who may ask to be coached,
 * coaches who pass every rule of a coach request, and the calls that pair and close. `tag` keeps
 * the e-mail addresses of several programmes on one database apart.
 */
export function testProgramme(t: TestApp, tag: string) {
  let members = 0;
  let coachPackageId: string | undefined;
  const db = () => t.composition.database.db;
  const system = () => systemContextOf(t.composition);

  async function call(method: string, path: string, token?: string, body?: unknown, language = 'en') {
    return t.app.request(`/api${path}`, {
      method,
      headers: {
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  /** The data of a call that must succeed with `status`; anything else fails the test with the answer. */
  async function ok(response: Response | Promise<Response>, status = 200) {
    const answer = await response;
    const body = await readJson(answer);
    if (answer.status !== status)
      throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** A member with an active membership (a coachee-level one), signed in. */
  async function member(options: MemberOptions = {}): Promise<TestMember> {
    members += 1;
    const email = `${tag}-member${members}@example.com`;
    const { id } = await t.createAccount({
      email,
      name: options.name ?? `Üye${members}`,
      surname: tag,
      passportNumber: `${tag.slice(0, 3).toUpperCase()}${String(members).padStart(6, '0')}`,
    });
    const now = t.clock.now().getTime();
    await t.updateAccount(id, {
      language: options.language ?? 'tr',
      languages: [...(options.languages ?? ['tr'])],
      subscriptionEndDate: new Date(options.membership === 'expired' ? now - day : now + 365 * day),
    });
    return { id, email, token: await t.signIn(email) };
  }

  /** A coach-level package, made once per programme. */
  async function coachLevelPackage(): Promise<string> {
    if (coachPackageId) return coachPackageId;
    const [row] = await db()
      .insert(dbSchema.membershipPackages)
      .values({
        code: `COACH-${tag}`.toUpperCase(),
        nameTr: 'Koç paketi',
        nameEn: 'Coach package',
        periodMonths: 12,
        priceUsd: '100.00',
        coachLevel: true,
      })
      .returning({ id: dbSchema.membershipPackages.id });
    coachPackageId = row?.id;
    if (!coachPackageId) throw new Error('the coach-level package was not stored');
    return coachPackageId;
  }

  /** Gives a member a proof of education in `state` (as if uploaded and reviewed). */
  async function proof(accountId: string, state: 'pending' | 'approved' | 'rejected') {
    const content = minimalPdf();
    await db()
      .insert(dbSchema.accountFiles)
      .values({
        accountId,
        fileName: 'diploma.pdf',
        contentType: 'application/pdf',
        sizeBytes: content.byteLength,
        content,
        state,
        rejectionReason: state === 'rejected' ? 'Okunmuyor' : null,
        createdAt: t.clock.now(),
      });
  }

  /** A cancelled coachee request in the member's past: "at least one coachee request ever". */
  async function pastCoacheeRequest(accountId: string) {
    const at = new Date(t.clock.now().getTime() - 30 * day);
    await db()
      .insert(dbSchema.projectRequests)
      .values({
        accountId,
        role: 'coachee',
        languages: ['tr'],
        state: 'cancelled',
        createdAt: at,
        closedAt: at,
      });
  }

  async function grantPoints(accountId: string, points: number) {
    await execute(grantOpeningBalance, system(), { accountId, points });
  }

  /** A member who passes every rule of a coach request: coach-level package, approved proof, points. */
  async function coach(options: CoachOptions = {}): Promise<TestMember> {
    const person = await member(options);
    await t.updateAccount(person.id, { membershipPackageId: await coachLevelPackage() });
    await proof(person.id, 'approved');
    await pastCoacheeRequest(person.id);
    const points = options.points ?? 10;
    if (points !== 0) await grantPoints(person.id, points);
    return person;
  }

  /** Moves the clock on and signs these members in again (their sessions ended meanwhile). */
  async function advance(seconds: number, ...people: TestMember[]) {
    t.clock.advanceSeconds(seconds);
    for (const person of people) person.token = await t.signIn(person.email);
  }

  async function changeSettings(changes: Partial<ApplicationSettings>) {
    await t.composition.ports.unitOfWork.run(async (tx) => {
      const current = await tx.repositories.settings.getForUpdate(defaultApplicationSettings);
      await tx.repositories.settings.save({ ...current, ...changes });
    });
  }

  /** Sends a request on one side; answers the request's view. */
  async function request(person: TestMember, role: 'coach' | 'coachee', languages: Language[] = ['tr']) {
    const path = role === 'coach' ? '/projectrequests/requestforcoach' : '/projectrequests/requestforcoachee';
    return ok(call('POST', path, person.token, { languages }), 201);
  }

  /** A project between these two, paired by an administrator from fresh requests. */
  async function project(
    admin: string,
    coachMember: TestMember,
    coacheeMember: TestMember,
    languages: Language[] = ['tr'],
  ) {
    const coacheeRequest = await request(coacheeMember, 'coachee', languages);
    const coachRequest = await request(coachMember, 'coach', languages);
    return ok(
      call('POST', '/projects/manualprojectmatching', admin, {
        coachRequestId: coachRequest.id,
        coacheeRequestId: coacheeRequest.id,
      }),
      201,
    );
  }

  return {
    call,
    ok,
    member,
    coach,
    proof,
    grantPoints,
    coachLevelPackage,
    changeSettings,
    advance,
    request,
    project,
  };
}
