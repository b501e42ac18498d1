import {
  type Account,
  changeMailPreferences,
  countGroupAudience,
  execute,
  getGroupMail,
  getMailPreferences,
  isDomainError,
  readUnsubscribe,
  requestAccountDeletion,
  runGroupMails,
  type SendGroupMailInput,
  sendGroupMail,
  unsubscribe,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

const content = {
  subjectTr: 'Kasım buluşması',
  bodyTr: 'Merhaba, kasımda buluşuyoruz.',
  subjectEn: 'November meet-up',
  bodyEn: 'Hello, we meet in November.',
};

async function programme() {
  const world = testContext();
  await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
  const admin = await world.signedIn(await world.signIn('admin@example.com'));
  const [coachLevel, coacheeLevel] = await world.ports.unitOfWork.run(async ({ repositories }) => [
    await repositories.membershipPackages.insert({
      code: 'coach',
      nameTr: 'Koç',
      nameEn: 'Coach',
      periodMonths: 12,
      priceUsd: '100.00',
      coachLevel: true,
    }),
    await repositories.membershipPackages.insert({
      code: 'coachee',
      nameTr: 'Danışan',
      nameEn: 'Coachee',
      periodMonths: 12,
      priceUsd: '50.00',
      coachLevel: false,
    }),
  ]);
  const member = async (
    email: string,
    language: 'tr' | 'en',
    level: 'coach' | 'coachee',
    endsAt: string,
  ): Promise<Account> => {
    const account = await world.createAccount({ email, language, name: email.split('@')[0] ?? 'x' });
    await world.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.update(account.id, {
        membershipPackageId: (level === 'coach' ? coachLevel : coacheeLevel).id,
        subscriptionEndDate: new Date(endsAt),
      }),
    );
    return account;
  };
  // Istanbul is UTC+3: 2026-11-30T21:30Z is already 1 December there.
  const ayse = await member('ayse@example.com', 'tr', 'coach', '2026-11-15T10:00:00Z');
  const john = await member('john@example.com', 'en', 'coach', '2026-11-30T20:00:00Z');
  const mehmet = await member('mehmet@example.com', 'tr', 'coach', '2026-11-30T21:30:00Z');
  const sarah = await member('sarah@example.com', 'en', 'coachee', '2026-11-20T10:00:00Z');
  const send = (input: Partial<SendGroupMailInput> = {}) =>
    execute(sendGroupMail, admin, { ...content, audience: coachesEndingInNovember, ...input });
  const runJob = (input: { batchSize?: number; maxBatches?: number } = {}) =>
    execute(runGroupMails, world.system, input);
  const outbox = async () =>
    (await world.ports.repositories.outbox.list({ offset: 0, limit: 100 })).items.filter(
      (mail) => mail.template === 'programmeNews',
    );
  const signedIn = async (account: Account) => world.signedIn(await world.signIn(account.email));
  return { world, admin, ayse, john, mehmet, sarah, send, runJob, outbox, signedIn };
}

const coachesEndingInNovember = {
  kind: 'filter' as const,
  filter: {
    role: 'User' as const,
    level: 'coach' as const,
    membershipEndsFrom: '2026-11-01',
    membershipEndsTo: '2026-11-30',
  },
};

describe('mail to a group (ADR 0049)', () => {
  it('reaches the accounts of the filter, each in their own language', async () => {
    const { admin, send, runJob, outbox } = await programme();
    expect(await execute(countGroupAudience, admin, { audience: coachesEndingInNovember })).toEqual({
      matching: 2,
      optedOut: 0,
      recipients: 2,
    });
    const sent = await send();
    expect(sent).toMatchObject({ status: 'queued', recipientsTotal: 2, progress: 0 });
    expect(await runJob()).toEqual({ batches: 1, queued: 2, skipped: 0 });

    const mails = await outbox();
    const byRecipient = Object.fromEntries(mails.map((mail) => [mail.recipient, mail]));
    expect(Object.keys(byRecipient).sort()).toEqual(['ayse@example.com', 'john@example.com']);
    expect(byRecipient['ayse@example.com']).toMatchObject({
      language: 'tr',
      data: { subject: 'Kasım buluşması', body: 'Merhaba, kasımda buluşuyoruz.' },
    });
    expect(byRecipient['john@example.com']).toMatchObject({
      language: 'en',
      data: { subject: 'November meet-up', body: 'Hello, we meet in November.' },
    });
    expect(await execute(getGroupMail, admin, { id: sent.id })).toMatchObject({
      status: 'done',
      queued: 2,
      skipped: 0,
      progress: 100,
      sentBy: 'admin@example.com',
    });
  });

  it('skips members who turned programme news off, and says so before sending', async () => {
    const { admin, ayse, send, runJob, outbox, signedIn } = await programme();
    const asAyse = await signedIn(ayse);
    await execute(changeMailPreferences, asAyse, { programmeNews: false });
    expect(await execute(getMailPreferences, asAyse, {})).toEqual({ programmeNews: false, switchedOff: [] });
    expect(await execute(countGroupAudience, admin, { audience: coachesEndingInNovember })).toEqual({
      matching: 2,
      optedOut: 1,
      recipients: 1,
    });
    const sent = await send();
    await runJob();
    expect((await outbox()).map((mail) => mail.recipient)).toEqual(['john@example.com']);
    expect(await execute(getGroupMail, admin, { id: sent.id })).toMatchObject({ queued: 1, skipped: 1 });
  });

  it('leaves mail about the member’s own account unaffected by the choice', async () => {
    const { world, ayse, signedIn } = await programme();
    const asAyse = await signedIn(ayse);
    await execute(changeMailPreferences, asAyse, { programmeNews: false });
    await execute(requestAccountDeletion, asAyse, { password: 'Member!2345', language: 'tr' });
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 100 });
    expect(items.some((mail) => mail.recipient === ayse.email && mail.template === 'deleteAccount')).toBe(
      true,
    );
  });

  it('takes the accounts list’s lock state: locked accounts only, or those not locked', async () => {
    const { world, admin, ayse } = await programme();
    await world.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(ayse.id, { status: 'active', isLocked: true }),
    );
    const count = (locked?: boolean) =>
      execute(countGroupAudience, admin, {
        audience: { ...coachesEndingInNovember, filter: { ...coachesEndingInNovember.filter, locked } },
      });
    expect(await count(true)).toMatchObject({ matching: 1 });
    expect(await count(false)).toMatchObject({ matching: 1 });
    expect(await count()).toMatchObject({ matching: 2 });
  });

  it('refuses a mail that would reach nobody', async () => {
    const { send } = await programme();
    const nobody = { kind: 'filter' as const, filter: { search: 'nobody-by-this-name' } };
    await expect(send({ audience: nobody })).rejects.toMatchObject({ key: 'groupMailNoRecipients' });
  });

  it('sends to a selection of accounts, and writes one audit entry for the send', async () => {
    const { world, admin, ayse, sarah, send, runJob, outbox } = await programme();
    const sent = await send({ audience: { kind: 'selection', accountIds: [sarah.id, ayse.id, sarah.id] } });
    expect(sent.recipientsTotal).toBe(2);
    await runJob();
    expect((await outbox()).map((mail) => mail.recipient).sort()).toEqual([ayse.email, sarah.email]);
    const audit = await admin.repositories.auditLog.search({
      search: '',
      entityType: 'groupMail',
      offset: 0,
      limit: 50,
    });
    expect(audit.items).toEqual([
      expect.objectContaining({ action: 'mail.sendGroupMail', entityId: sent.id }),
    ]);
    void world;
  });

  it('goes on where an interrupted run stopped, queuing nobody twice', async () => {
    const { world, admin, send, runJob, outbox } = await programme();
    for (let index = 0; index < 5; index += 1) {
      await world.createAccount({ email: `coach${index}@example.com` });
    }
    const everyMember = { kind: 'filter' as const, filter: { role: 'User' as const } };
    const sent = await send({ audience: everyMember });
    expect(sent.recipientsTotal).toBe(9);

    expect(await runJob({ batchSize: 4, maxBatches: 1 })).toEqual({ batches: 1, queued: 4, skipped: 0 });
    const halfway = await execute(getGroupMail, admin, { id: sent.id });
    expect(halfway).toMatchObject({ status: 'running', queued: 4, progress: 44 });
    // The process stops here; a later run takes the rest from the kept cursor.
    expect(await runJob({ batchSize: 4 })).toEqual({ batches: 2, queued: 5, skipped: 0 });
    expect(await runJob({ batchSize: 4 })).toEqual({ batches: 0, queued: 0, skipped: 0 });

    const recipients = (await outbox()).map((mail) => mail.recipient);
    expect(recipients).toHaveLength(9);
    expect(new Set(recipients).size).toBe(9);
    expect(await execute(getGroupMail, admin, { id: sent.id })).toMatchObject({
      status: 'done',
      progress: 100,
    });
  });
});

describe('the unsubscribe link (RFC 8058)', () => {
  async function mailedToken() {
    const setup = await programme();
    await setup.send();
    await setup.runJob();
    const mail = (await setup.outbox()).find((row) => row.recipient === setup.ayse.email);
    const token = String(mail?.data.unsubscribeToken);
    return { ...setup, token };
  }

  it('tells whose news it stops without changing anything, then stops them on POST', async () => {
    const { world, ayse, token, signedIn } = await mailedToken();
    expect(token).toMatch(new RegExp(`^${ayse.id}\\.[0-9a-f-]{36}$`));
    expect(await execute(readUnsubscribe, world.anonymous, { token })).toEqual({
      maskedEmail: 'ay•••@example.com',
      programmeNews: true,
      language: 'tr',
    });
    expect(await execute(unsubscribe, world.anonymous, { token })).toMatchObject({ programmeNews: false });
    expect(await execute(getMailPreferences, await signedIn(ayse), {})).toEqual({
      programmeNews: false,
      switchedOff: [],
    });
    // Twice is harmless.
    expect(await execute(unsubscribe, world.anonymous, { token })).toMatchObject({ programmeNews: false });
  });

  it('refuses a token changed in any part, or another member’s id with this key', async () => {
    const { world, john, token, signedIn, ayse } = await mailedToken();
    const [, key = ''] = token.split('.');
    const flipped = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'a' ? 'b' : 'a'}${text.slice(at + 1)}`;
    const tampered = [
      flipped(token, token.length - 1),
      flipped(token, 0),
      `${john.id}.${key}`,
      `${token}.extra`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const attempt = execute(unsubscribe, world.anonymous, { token: bad });
      await expect(attempt, bad).rejects.toSatisfy(
        (error) => isDomainError(error) && error.key === 'linkInvalid',
      );
    }
    expect(await execute(getMailPreferences, await signedIn(ayse), {})).toEqual({
      programmeNews: true,
      switchedOff: [],
    });
    expect(await execute(getMailPreferences, await signedIn(john), {})).toEqual({
      programmeNews: true,
      switchedOff: [],
    });
  });
});
