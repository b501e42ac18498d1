import {
  answerSessionProposal,
  type CompetencyScores,
  changeMailPreferences,
  competencies,
  confirmAccountDeletion,
  confirmSession,
  execute,
  exportPersonalData,
  logSession,
  postProjectMessage,
  proposeSessionTimes,
  publishCoachingLog,
  rateCoach,
  renewCalendarFeed,
  requestAccountDeletion,
  type UseCaseContext,
} from '@coach/core';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';
import { outcome, programme } from './projects-testing.ts';

const download = (ctx: UseCaseContext, format: 'json' | 'xlsx', language: 'tr' | 'en' = 'en') =>
  execute(exportPersonalData, ctx, { format, language });

const jsonOf = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes));

describe('download my data', () => {
  it('holds the member’s own data, the partner by name only, and a session note only for its writer', async () => {
    const p = await programme();
    const coach = await p.coachReady('Koç');
    const coachee = await p.member('Danışan');
    const { project } = await p.pairUp({ coach, coachee });
    await execute(logSession, coach.ctx, {
      projectId: project.id,
      heldOn: '2026-03-02',
      hours: 1.5,
      note: 'Private note of the coach',
    });

    const file = await download(coachee.ctx, 'json');
    expect(file.contentType).toBe('application/json; charset=utf-8');
    expect(file.fileName).toBe('my-data-2026-03-02.json');
    const data = jsonOf(file.bytes);
    expect(data.account).toMatchObject({ id: coachee.id, email: coachee.email, name: 'Danışan' });
    expect(data.identity.passportNumber).toMatch(/^P\d+$/);
    expect(data.projects).toEqual([
      expect.objectContaining({ id: project.id, myRole: 'coachee', partnerName: 'Koç Üye' }),
    ]);
    expect(data.projectSessions).toEqual([
      expect.objectContaining({ projectId: project.id, hours: 1.5, loggedBy: 'partner', note: null }),
    ]);
    expect(data.projectRequests).toHaveLength(1);
    const text = new TextDecoder().decode(file.bytes);
    expect(text).not.toContain(coach.email);
    expect(text).not.toContain('Private note');
    expect(text).not.toContain('passwordHash');

    const coachData = jsonOf((await download(coach.ctx, 'json')).bytes);
    expect(coachData.projectSessions[0]).toMatchObject({ loggedBy: 'me', note: 'Private note of the coach' });
    expect(coachData.account.email).toBe(coach.email);
  });

  it('holds what the member wrote and planned with a partner, but not what the partner wrote or gave', async () => {
    const p = await programme({ start: new Date('2026-03-02T09:00:00Z') });
    const coach = await p.coachReady('Kerem');
    const coachee = await p.member('Ayşe');
    const { project } = await p.pairUp({ coach, coachee });
    const projectId = project.id;
    await execute(postProjectMessage, coach.ctx, { projectId, body: 'Message of the coach' });
    await execute(postProjectMessage, coachee.ctx, { projectId, body: 'Message of the coachee' });
    const proposed = await execute(proposeSessionTimes, coach.ctx, {
      projectId,
      slots: [{ day: '2026-03-05', time: '10:00', minutes: 60 }],
    });
    await execute(answerSessionProposal, coachee.ctx, {
      proposalId: proposed.openProposal?.id ?? '',
      answer: 'accept',
      slot: 0,
    });
    const logged = await execute(logSession, coach.ctx, { projectId, heldOn: '2026-03-02', hours: 1 });
    const sessionId = logged.items[0]?.id ?? '';
    await execute(confirmSession, coachee.ctx, { projectSessionId: sessionId });
    const scores = Object.fromEntries(competencies.map((key) => [key, 4])) as CompetencyScores;
    await execute(rateCoach, coachee.ctx, {
      projectId,
      projectSessionId: sessionId,
      scores,
      note: 'Kind words',
    });
    await execute(publishCoachingLog, coach.ctx, { language: 'en' });
    await execute(renewCalendarFeed, coachee.ctx, {});
    await execute(changeMailPreferences, coachee.ctx, {
      programmeNews: false,
      switchedOff: ['projectMessage'],
    });

    const mine = jsonOf((await download(coachee.ctx, 'json')).bytes);
    expect(mine.messages).toEqual([expect.objectContaining({ projectId, body: 'Message of the coachee' })]);
    expect(mine.scheduledSessions).toEqual([
      expect.objectContaining({ projectId, startsAt: '2026-03-05T07:00:00.000Z', minutes: 60 }),
    ]);
    expect(mine.ratingsGiven).toEqual([
      expect.objectContaining({ projectSessionId: sessionId, presence: 4, note: 'Kind words' }),
    ]);
    expect(mine.mailSettings).toMatchObject({ programmeNews: false, mailsSwitchedOff: 'projectMessage' });
    expect(mine.mailSettings.calendarFeedSince).toMatch(/^2026-03-02T/);
    expect(mine.notifications.map((notification: { kind: string }) => notification.kind)).toContain(
      'sessionToConfirm',
    );
    expect(JSON.stringify(mine)).not.toContain('Message of the coach"');

    const theirs = jsonOf((await download(coach.ctx, 'json')).bytes);
    expect(theirs.messages).toEqual([expect.objectContaining({ body: 'Message of the coach' })]);
    expect(theirs.publishedLogs).toEqual([expect.objectContaining({ language: 'en', revokedAt: null })]);
    // A rating is the coachee's: the coach learns averages on their page, never one client's scores.
    expect(theirs.ratingsGiven).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Kind words');
  });

  it('writes a workbook with a sheet per kind, named in the language asked for', async () => {
    const p = await programme();
    const member = await p.member('Ayşe');
    const file = await download(member.ctx, 'xlsx', 'tr');
    expect(file.fileName).toBe('verilerim-2026-03-02.xlsx');
    const book = XLSX.read(file.bytes, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      'Hesap ve profil',
      'Kimlik',
      'Ayarlar ve onaylar',
      'Üyelik siparişleri',
      'Proje istekleri',
      'Projeler',
      'Seanslar',
      'Puan hareketleri',
      'Rozet',
      'Dosyalar',
      'Giriş hizmetleri',
      'Denetim kayıtları',
      'E-posta tercihleri',
      'Mesajlarım',
      'Planlanan seanslar',
      'Seans önerileri',
      'Verdiğim değerlendirmeler',
      'Yayımlanan günlükler',
      'Bildirimler',
    ]);
    const account = XLSX.utils.sheet_to_json<{ Alan: string; Değer: unknown }>(
      book.Sheets['Hesap ve profil'] ?? {},
    );
    expect(account).toContainEqual({ Alan: 'email', Değer: member.email });
  });

  it('is only for someone signed in (4001)', async () => {
    const world = testContext();
    expect(await outcome(download(world.anonymous, 'json'))).toBe('unauthorized');
  });
});

describe('delete my account', () => {
  async function deletionLinks(world: { ports: Pick<UseCaseContext, 'repositories'> }) {
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 50 });
    return items.filter((mail) => mail.template === 'deleteAccount');
  }

  it('asks for the password, mails a single-use link, and the link erases the account and its sessions', async () => {
    const world = testContext();
    await world.createAccount({ email: 'leaving@example.com', name: 'Leyla', surname: 'Gider' });
    const sessionToken = await world.signIn('leaving@example.com');
    const ctx = await world.signedIn(sessionToken);

    expect(
      await outcome(execute(requestAccountDeletion, ctx, { password: 'Wrong!2345', language: 'en' })),
    ).toBe('deletionPasswordWrong');
    expect(await outcome(execute(requestAccountDeletion, ctx, { language: 'en' }))).toBe(
      'deletionPasswordWrong',
    );
    expect(await deletionLinks(world)).toHaveLength(0);

    expect(await execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'en' })).toEqual({
      email: 'leaving@example.com',
      expiresInMinutes: 60,
    });
    const [mail] = await deletionLinks(world);
    expect(mail).toMatchObject({
      recipient: 'leaving@example.com',
      language: 'en',
      data: { name: 'Leyla Gider' },
    });
    const token = String(mail?.data.token);

    expect(await execute(confirmAccountDeletion, world.anonymous, { token })).toBeNull();
    expect(await world.ports.repositories.accounts.findByEmail('leaving@example.com')).toBeNull();
    expect(await outcome(world.signIn('leaving@example.com'))).toBe('invalidCredentials');
    expect(await outcome(world.signedIn(sessionToken))).toBe('unauthorized');
    // Used: a second visit of the link deletes nothing more and says so.
    expect(await outcome(execute(confirmAccountDeletion, world.anonymous, { token }))).toBe(
      'deletionLinkInvalid',
    );
  });

  it('refuses a link past its hour, and a newer link replaces an older one (4084)', async () => {
    const world = testContext();
    await world.createAccount({ email: 'slow@example.com' });
    const ctx = await world.signedIn(await world.signIn('slow@example.com'));
    await execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'tr' });
    world.clock.advanceSeconds(60);
    await execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'tr' });
    // The outbox lists the newest first.
    const [second, first] = (await deletionLinks(world)).map((mail) => String(mail.data.token));
    expect(await outcome(execute(confirmAccountDeletion, world.anonymous, { token: first ?? '' }))).toBe(
      'deletionLinkInvalid',
    );
    world.clock.advanceSeconds(3600);
    expect(await outcome(execute(confirmAccountDeletion, world.anonymous, { token: second ?? '' }))).toBe(
      'deletionLinkInvalid',
    );
    expect(await world.ports.repositories.accounts.findByEmail('slow@example.com')).not.toBeNull();
  });

  it('lets an account without a password (another service only) confirm by the mail alone', async () => {
    const world = testContext();
    const account = await world.createAccount({ email: 'provider@example.com', password: undefined });
    expect(account.passwordHash).toBeNull();
    const ctx = world.as({
      kind: 'account',
      accountId: account.id,
      role: account.accountRoleType,
      sessionId: 'a-provider-session',
      account,
    });
    expect(await execute(requestAccountDeletion, ctx, { language: 'en' })).toMatchObject({
      expiresInMinutes: 60,
    });
  });

  it('limits the mails to five an hour per e-mail (4040)', async () => {
    const world = testContext();
    await world.createAccount({ email: 'many@example.com' });
    const ctx = await world.signedIn(await world.signIn('many@example.com'));
    for (let request = 1; request <= 5; request += 1) {
      await execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'en' });
    }
    expect(
      await outcome(execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'en' })),
    ).toBe('tooManyRequests');
  });

  it('is not for administrators and salesmen, whom another administrator deletes (4085)', async () => {
    const world = testContext();
    await world.createAccount({ email: 'boss@example.com', accountRoleType: 'Administrator' });
    const ctx = await world.signedIn(await world.signIn('boss@example.com'));
    expect(
      await outcome(execute(requestAccountDeletion, ctx, { password: 'Member!2345', language: 'en' })),
    ).toBe('staffCannotDeleteOwnAccount');
  });
});
