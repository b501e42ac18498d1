import { type DomainError, execute, getCurrentUser, signIn, type UseCaseContext } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

const right = 'Member!2345';

const signInWith = (ctx: UseCaseContext, email: string, password: string) =>
  execute(signIn, ctx, { email, password });

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'signed in',
    (error: DomainError) => error.code,
  );

async function sessionOf(world: TestWorld, token: string) {
  return (
    await world.ports.repositories.sessions.findWithAccountByTokenHash(world.ports.tokenGenerator.hash(token))
  )?.session;
}

describe('signIn', () => {
  it('opens a session and answers an opaque token valid for 1800 idle seconds, with who signed in', async () => {
    const world = testContext();
    const account = await world.createAccount({ email: 'ayse@example.com' });
    const result = await signInWith(world.anonymous, 'AYSE@Example.com', right);
    expect(result).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresIn: 1800,
      user: expect.objectContaining({ accountId: account.id, email: 'ayse@example.com' }),
    });
    // The user is the very answer userinfo gives with that token: the front end skips asking it.
    expect(result.user).toEqual(await execute(getCurrentUser, await world.signedIn(result.token), {}));
    const now = world.clock.now();
    expect(await sessionOf(world, result.token)).toMatchObject({
      accountId: account.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + 1800_000),
      absoluteExpiresAt: new Date(now.getTime() + 12 * 3_600_000),
      revokedAt: null,
    });
    expect((await world.ports.repositories.accounts.findById(account.id))?.lastLoginAt).toEqual(now);
  });

  it('ends sessions absolutely after the stored setting sessionAbsoluteHours', async () => {
    const world = testContext();
    await world.ports.unitOfWork.run(async ({ repositories }) =>
      repositories.settings.storeDefaultsIfMissing({
        ...(await repositories.settings.get()),
        sessionAbsoluteHours: 2,
      }),
    );
    await world.createAccount({ email: 'ayse@example.com' });
    const { token } = await signInWith(world.anonymous, 'ayse@example.com', right);
    expect((await sessionOf(world, token))?.absoluteExpiresAt).toEqual(
      new Date(world.clock.now().getTime() + 2 * 3_600_000),
    );
  });

  it('answers 4004 to a wrong password and to an unknown e-mail alike, after the same hashing work', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const { work } = world.passwordHasher;

    const before = work.verifications;
    const wrong = signInWith(world.anonymous, 'ayse@example.com', 'Wrong!2345');
    await expect(wrong).rejects.toMatchObject({ code: 4004, key: 'invalidCredentials', data: undefined });
    expect(work.verifications - before).toBe(1);

    const unknown = signInWith(world.anonymous, 'nobody@example.com', 'Wrong!2345');
    await expect(unknown).rejects.toMatchObject({ code: 4004, key: 'invalidCredentials', data: undefined });
    expect(work.verifications - before).toBe(2);
  });

  it('locks sign-in for 15 minutes after five failures in a row, even for the right password', async () => {
    const world = testContext({ clientAddress: '203.0.113.7' });
    await world.createAccount({ email: 'ayse@example.com' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', 'Wrong!2345'))).toBe(4004);
    }
    const checksBefore = world.passwordHasher.work.verifications;
    await expect(signInWith(world.anonymous, 'ayse@example.com', right)).rejects.toMatchObject({
      code: 4030,
      data: { retryAfterSeconds: 900 },
    });
    expect(world.passwordHasher.work.verifications).toBe(checksBefore);

    world.clock.advanceSeconds(14 * 60);
    expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe(4030);
    world.clock.advanceSeconds(60);
    expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe('signed in');
  });

  it('locks an unknown e-mail just the same, so the lock tells nothing about which accounts exist', async () => {
    const world = testContext({ clientAddress: '203.0.113.7' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await codeOf(signInWith(world.anonymous, 'nobody@example.com', 'Wrong!2345'))).toBe(4004);
    }
    expect(await codeOf(signInWith(world.anonymous, 'nobody@example.com', 'Wrong!2345'))).toBe(4030);
  });

  it('locks one e-mail from one address: the owner signing in from elsewhere is not locked out', async () => {
    const world = testContext({ clientAddress: '203.0.113.7' });
    await world.createAccount({ email: 'ayse@example.com' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await codeOf(signInWith(world.anonymous, 'ayse@example.com', 'Wrong!2345'));
    }
    const elsewhere = { ...world.anonymous, clientAddress: '198.51.100.1' };
    expect(await codeOf(signInWith(elsewhere, 'ayse@example.com', right))).toBe('signed in');
  });

  it('checks no more than five of many concurrent wrong guesses', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const before = world.passwordHasher.work.verifications;
    const codes = await Promise.all(
      Array.from({ length: 25 }, () => codeOf(signInWith(world.anonymous, 'ayse@example.com', 'guess'))),
    );
    expect(world.passwordHasher.work.verifications - before).toBe(5);
    expect(codes.filter((code) => code === 4004)).toHaveLength(5);
    expect(codes.filter((code) => code === 4030)).toHaveLength(20);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await codeOf(signInWith(world.anonymous, 'ayse@example.com', 'x'));
      }
      expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe('signed in');
    }
  });

  it.each([
    ['passive', { status: 'passive', isLocked: false }, 4031],
    ['locked', { status: 'active', isLocked: true }, 4032],
    ['unverified', null, 4010],
  ] as const)(
    'tells that an account is %s only after the right password, and opens no session',
    async (_kind, access, code) => {
      const world = testContext();
      const account = await world.createAccount({
        email: 'ayse@example.com',
        emailVerified: access !== null,
      });
      if (access)
        await world.ports.unitOfWork.run((tx) => tx.repositories.accounts.setAccess(account.id, access));

      expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', 'Wrong!2345'))).toBe(4004);
      expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe(code);
      expect((await world.ports.repositories.accounts.findById(account.id))?.lastLoginAt).toBeNull();
    },
  );
});
