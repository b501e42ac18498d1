import {
  changePassword,
  type DomainError,
  deliverDueMail,
  execute,
  getOutboxMail,
  hiddenSecret,
  type Mailer,
  requestPasswordReset,
  sendPasswordResetLinks,
  setPassword,
  signIn,
  systemActor,
  type UseCaseContext,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'done',
    (error: DomainError) => error.code,
  );

async function mailedTokens(world: TestWorld): Promise<string[]> {
  const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 50 });
  return items.filter((mail) => mail.template === 'resetPassword').map((mail) => String(mail.data.token));
}

/** "Forgot password", then the job that its commit wakes on the server (ADR 0036). */
async function forgot(ctx: UseCaseContext, email: string) {
  const answer = await execute(requestPasswordReset, ctx, { email, language: 'en' });
  await execute(sendPasswordResetLinks, { ...ctx, actor: systemActor }, {});
  return answer;
}

/** The names of the repository and rate-limiter calls a use case makes through `ctx`, in order. */
function recorded(ctx: UseCaseContext) {
  const calls: string[] = [];
  const record = <T extends object>(path: string, target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key);
        const name = `${path}.${String(key)}`;
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            calls.push(name);
            return value.apply(object, args);
          };
        }
        return typeof value === 'object' && value !== null ? record(name, value) : value;
      },
    });
  const traced: UseCaseContext = {
    ...ctx,
    repositories: record('repositories', ctx.repositories),
    rateLimiter: record('rateLimiter', ctx.rateLimiter),
    unitOfWork: {
      run: (work) => ctx.unitOfWork.run((tx) => work({ repositories: record('tx', tx.repositories) })),
    },
  };
  return { traced, calls };
}

describe('forgot password', () => {
  it('mails a reset link to an account, and answers an unknown e-mail exactly the same', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    expect(await forgot(world.anonymous, 'AYSE@example.com')).toBeNull();
    expect(await forgot(world.anonymous, 'nobody@example.com')).toBeNull();
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 10 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      template: 'resetPassword',
      recipient: 'ayse@example.com',
      language: 'en',
      data: { name: 'Ayşe Demir', expiresInMinutes: 60, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
  });

  it('does the very same work before answering whether or not the e-mail has an account: it queues the request', async () => {
    const world = testContext({ clientAddress: '203.0.113.9' });
    await world.createAccount({ email: 'ayse@example.com' });
    const steps = async (email: string) => {
      const { traced, calls } = recorded(world.anonymous);
      await execute(requestPasswordReset, traced, { email, language: 'en' });
      return calls;
    };
    const known = await steps('ayse@example.com');
    expect(known).toEqual(await steps('nobody@example.com'));
    // No look at the accounts at all: the job does that, after the answer.
    expect(known.filter((call) => call.includes('accounts'))).toEqual([]);
    expect(known).toContain('tx.passwordResetRequests.add');
    expect(await mailedTokens(world)).toEqual([]);
    await execute(sendPasswordResetLinks, world.system, {});
    expect(await mailedTokens(world)).toHaveLength(1);
  });

  it('sends nothing to a passive or locked account', async () => {
    const world = testContext();
    const account = await world.createAccount({ email: 'quiet@example.com' });
    await world.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(account.id, { status: 'active', isLocked: true }),
    );
    expect(await forgot(world.anonymous, 'quiet@example.com')).toBeNull();
    expect(await mailedTokens(world)).toEqual([]);
  });

  it('limits requests per e-mail, known or not, so no inbox can be flooded', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    for (const email of ['ayse@example.com', 'ghost@example.com']) {
      for (let request = 1; request <= 5; request += 1)
        expect(await codeOf(forgot(world.anonymous, email))).toBe('done');
      expect(await codeOf(forgot(world.anonymous, email))).toBe(4040);
    }
    expect(await mailedTokens(world)).toHaveLength(5);
    world.clock.advanceSeconds(3600);
    expect(await codeOf(forgot(world.anonymous, 'ayse@example.com'))).toBe('done');
  });

  it('limits requests per client address over all e-mails', async () => {
    const world = testContext({ clientAddress: '203.0.113.9' });
    for (let request = 1; request <= 20; request += 1) {
      expect(await codeOf(forgot(world.anonymous, `person${request}@example.com`))).toBe('done');
    }
    expect(await codeOf(forgot(world.anonymous, 'one-more@example.com'))).toBe(4040);
  });
});

describe('set password from the mailed link', () => {
  async function withResetLink() {
    const world = testContext();
    const account = await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    await forgot(world.anonymous, 'ayse@example.com');
    const [token] = await mailedTokens(world);
    return { world, account, token: token as string };
  }

  it('sets the new password once: the old one and the link stop working', async () => {
    const { world, token } = await withResetLink();
    expect(await execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' })).toBeNull();
    expect(await codeOf(world.signIn('ayse@example.com', 'Kuzey-Rüzgarı!7'))).toBe('done');
    expect(await codeOf(world.signIn('ayse@example.com', 'Member!2345'))).toBe(4004);
    expect(await codeOf(execute(setPassword, world.anonymous, { token, password: 'Başka-Şifre!8' }))).toBe(
      4042,
    );
  });

  it('refuses an unknown, an expired and a replaced link with 4042', async () => {
    const { world, token } = await withResetLink();
    expect(
      await codeOf(
        execute(setPassword, world.anonymous, { token: 'x'.repeat(43), password: 'Kuzey-Rüzgarı!7' }),
      ),
    ).toBe(4042);
    world.clock.advanceSeconds(61 * 60);
    expect(await codeOf(execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' }))).toBe(
      4042,
    );

    await forgot(world.anonymous, 'ayse@example.com');
    world.clock.advanceSeconds(1);
    await forgot(world.anonymous, 'ayse@example.com');
    const [, older, newer] = await mailedTokens(world).then((tokens) => tokens.reverse());
    expect(
      await codeOf(
        execute(setPassword, world.anonymous, { token: older as string, password: 'Kuzey-Rüzgarı!7' }),
      ),
    ).toBe(4042);
    expect(
      await codeOf(
        execute(setPassword, world.anonymous, { token: newer as string, password: 'Kuzey-Rüzgarı!7' }),
      ),
    ).toBe('done');
  });

  it('refuses a common password on the field, and the link still works afterwards', async () => {
    const { world, token } = await withResetLink();
    await expect(
      execute(setPassword, world.anonymous, { token, password: 'Password1!' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { password: { key: 'passwordTooCommon' } } },
    });
    expect(await codeOf(execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' }))).toBe(
      'done',
    );
  });

  it('refuses a password containing one’s own first name on the field', async () => {
    const { world, token } = await withResetLink();
    await expect(
      execute(setPassword, world.anonymous, { token, password: 'AYŞE-2345-kuzey!' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { password: { key: 'passwordContainsPersonalData' } } },
    });
  });

  it('ends every session and lets an owner locked out by someone else’s guessing back in', async () => {
    const { world, token } = await withResetLink();
    const session = await world.signIn('ayse@example.com');
    for (let guess = 1; guess <= 5; guess += 1) {
      await execute(signIn, world.anonymous, { email: 'ayse@example.com', password: 'Wrong!2345' }).catch(
        () => {},
      );
    }
    expect(await codeOf(world.signIn('ayse@example.com'))).toBe(4030);

    await execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' });
    expect(await codeOf(world.signedIn(session))).toBe(4001);
    expect(await codeOf(world.signIn('ayse@example.com', 'Kuzey-Rüzgarı!7'))).toBe('done');
  });

  it('verifies the e-mail address: following the link proves the mailbox', async () => {
    const world = testContext();
    const account = await world.createAccount({ email: 'new@example.com', emailVerified: false });
    await forgot(world.anonymous, 'new@example.com');
    const [token] = await mailedTokens(world);
    await execute(setPassword, world.anonymous, { token: token as string, password: 'Kuzey-Rüzgarı!7' });
    expect((await world.ports.repositories.accounts.findById(account.id))?.emailVerifiedAt).toEqual(
      world.clock.now(),
    );
  });
});

describe('change password', () => {
  it('checks the current password, ends the other sessions and keeps this one', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    const here = await world.signIn('ayse@example.com');
    const elsewhere = await world.signIn('ayse@example.com');
    const ctx = await world.signedIn(here);

    await expect(
      execute(changePassword, ctx, { currentPassword: 'Wrong!2345', newPassword: 'Kuzey-Rüzgarı!7' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { currentPassword: { key: 'currentPasswordWrong' } } },
    });

    expect(
      await execute(changePassword, ctx, { currentPassword: 'Member!2345', newPassword: 'Kuzey-Rüzgarı!7' }),
    ).toBeNull();
    expect(await codeOf(world.signedIn(here))).toBe('done');
    expect(await codeOf(world.signedIn(elsewhere))).toBe(4001);
    expect(await codeOf(world.signIn('ayse@example.com', 'Kuzey-Rüzgarı!7'))).toBe('done');
  });

  it('refuses a new password containing one’s own last name on its field', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    const ctx = await world.signedIn(await world.signIn('ayse@example.com'));
    await expect(
      execute(changePassword, ctx, { currentPassword: 'Member!2345', newPassword: 'Kuzey-demir!7' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { newPassword: { key: 'passwordContainsPersonalData' } } },
    });
  });

  it('counts wrong current passwords as failed sign-ins, so an open session is no way to guess', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const ctx = await world.signedIn(await world.signIn('ayse@example.com'));
    for (let guess = 1; guess <= 20; guess += 1) {
      await execute(changePassword, ctx, {
        currentPassword: `Guess!${guess}x`,
        newPassword: 'Kuzey-Rüzgarı!7',
      }).catch(() => {});
    }
    expect(
      await codeOf(
        execute(changePassword, ctx, { currentPassword: 'Member!2345', newPassword: 'Kuzey-Rüzgarı!7' }),
      ),
    ).toBe(4040);
  });

  it('needs a signed-in account', async () => {
    const world = testContext();
    expect(
      await codeOf(
        execute(changePassword, world.anonymous, { currentPassword: 'a', newPassword: 'Kuzey-Rüzgarı!7' }),
      ),
    ).toBe(4001);
  });
});

describe('the reset link in the outbox', () => {
  async function resetMailFor(world: TestWorld) {
    await world.createAccount({ email: 'ayse@example.com' });
    const admin = await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    await forgot(world.anonymous, 'ayse@example.com');
    const [token] = await mailedTokens(world);
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    return {
      token: token as string,
      id: items[0]?.id ?? '',
      admin: await world.signedIn(await world.signIn(admin.email)),
    };
  }

  it('is hidden once sent through a mail server: in the stored row and in the preview', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.text);
      },
    };
    const world = testContext({ ports: { mailer } });
    const { token, id, admin } = await resetMailFor(world);

    const preview = await execute(getOutboxMail, admin, { id });
    expect(preview.text).not.toContain(token);
    // The fast tier's renderer writes the data as JSON; the real one builds the link from it.
    expect(preview.text).toContain(`"token":"${hiddenSecret}"`);

    expect(await execute(deliverDueMail, world.system, {})).toMatchObject({ sent: 1 });
    expect(sent[0]).toContain(token);
    expect((await world.ports.repositories.outbox.findById(id))?.data).toMatchObject({ token: hiddenSecret });
  });

  it('stays readable without a mail server, where the outbox is how mail is read', async () => {
    const world = testContext();
    const { token, id, admin } = await resetMailFor(world);
    expect((await execute(getOutboxMail, admin, { id })).text).toContain(token);
  });
});
