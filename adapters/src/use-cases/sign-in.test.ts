import {
  DomainError,
  execute,
  getCurrentUser,
  purgeSignInRecords,
  requestPasswordReset,
  sendPasswordResetLinks,
  setPassword,
  signIn,
  signInCheckExpirySeconds,
  type UseCaseContext,
} from '@coach/core';
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
      // For the HTTP layer's device cookie, never answered in the body (ADR 0036).
      deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
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

  it('lets many simultaneous right passwords all in: a right password is never counted as a failure', async () => {
    const world = testContext({ clientAddress: '203.0.113.7' });
    await world.createAccount({ email: 'ayse@example.com' });
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => codeOf(signInWith(world.anonymous, 'ayse@example.com', right))),
    );
    expect(codes).toEqual(Array.from({ length: 20 }, () => 'signed in'));
  });

  it('counts a check the hashing queue refused neither way, and frees its place', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const busy = {
      ...world.anonymous,
      passwordHasher: {
        ...world.passwordHasher,
        verify: () => Promise.reject(new DomainError('serverBusy', { retryAfterSeconds: 2 })),
      },
    };
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await codeOf(signInWith(busy, 'ayse@example.com', 'Wrong!2345'))).toBe(4041);
    }
    expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe('signed in');
  });

  it('frees the places of checks that never settled after a minute; a client that left stops waiting', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const crashed = Array.from({ length: 5 }, () => world.clock.now());
    await world.ports.unitOfWork.run(async ({ repositories }) => {
      await repositories.signInThrottles.lockSeries('ayse@example.com', undefined);
      await repositories.signInThrottles.saveSeries('ayse@example.com', undefined, {
        failedSignInCount: 0,
        signInLockedUntil: null,
        checksStartedAt: crashed,
      });
    });
    const gone = { ...world.anonymous, signal: { aborted: true } };
    await expect(signInWith(gone, 'ayse@example.com', right)).rejects.toMatchObject({
      code: 4041,
      data: { retryAfterSeconds: 5 },
    });
    world.clock.advanceSeconds(signInCheckExpirySeconds);
    expect(await codeOf(signInWith(world.anonymous, 'ayse@example.com', right))).toBe('signed in');
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

describe('signIn from a trusted device (ADR 0036)', () => {
  /** The owner's browser: signed in once from home, so it holds a device token. */
  async function ownerWithDevice() {
    const world = testContext({ clientAddress: '203.0.113.7' });
    await world.createAccount({ email: 'ayse@example.com' });
    const { deviceToken } = await signInWith(world.anonymous, 'ayse@example.com', right);
    const from = (clientAddress: string, device?: string): UseCaseContext => ({
      ...world.anonymous,
      clientAddress,
      deviceToken: device,
    });
    return { world, deviceToken, from };
  }

  /** Strangers use up the e-mail's budget of 20 failures an hour (`count` of them), over four addresses. */
  async function strangersGuess(from: (address: string) => UseCaseContext, count = 20) {
    for (let guess = 0; guess < count; guess += 1) {
      const stranger = from(`198.51.100.${guess % 4}`);
      expect(await codeOf(signInWith(stranger, 'ayse@example.com', `Guess!${guess}`))).toBe(4004);
    }
  }

  it('lets the owner’s browser in while strangers’ failures hold every untrusted client to the e-mail’s limit', async () => {
    const { deviceToken, from } = await ownerWithDevice();
    await strangersGuess(from);
    expect(await codeOf(signInWith(from('192.0.2.50'), 'ayse@example.com', right))).toBe(4040);
    expect(await codeOf(signInWith(from('198.51.100.1'), 'ayse@example.com', right))).toBe(4040);

    // The trusted browser gets in, even from an address the strangers used, and gets a new token.
    const again = await signInWith(from('198.51.100.1', deviceToken), 'ayse@example.com', right);
    expect(again.deviceToken).not.toBe(deviceToken);
    // The replaced token vouches no more; the new one does.
    expect(await codeOf(signInWith(from('203.0.113.7', deviceToken), 'ayse@example.com', right))).toBe(4040);
    const third = signInWith(from('203.0.113.7', again.deviceToken), 'ayse@example.com', right);
    expect(await codeOf(third)).toBe('signed in');
  });

  it('vouches for the e-mail it signed in to only', async () => {
    const { world, deviceToken, from } = await ownerWithDevice();
    await world.createAccount({ email: 'john@example.com' });
    for (let guess = 0; guess < 20; guess += 1) {
      await codeOf(signInWith(from(`198.51.100.${guess % 4}`), 'john@example.com', 'Wrong!2345'));
    }
    expect(await codeOf(signInWith(from('203.0.113.7', deviceToken), 'john@example.com', right))).toBe(4040);
  });

  it('keeps its own series: five strangers’ failures from its address do not lock it', async () => {
    const { deviceToken, from } = await ownerWithDevice();
    for (let guess = 0; guess < 5; guess += 1) {
      await codeOf(signInWith(from('203.0.113.7'), 'ayse@example.com', 'Wrong!2345'));
    }
    expect(await codeOf(signInWith(from('203.0.113.7'), 'ayse@example.com', right))).toBe(4030);
    expect(await codeOf(signInWith(from('203.0.113.7', deviceToken), 'ayse@example.com', right))).toBe(
      'signed in',
    );
  });

  it('is trusted no more after five failures of its own within the hour', async () => {
    const { world, deviceToken, from } = await ownerWithDevice();
    // Five wrong passwords with the token, from five addresses (so no address's series locks).
    for (let guess = 0; guess < 5; guess += 1) {
      const stolen = from(`192.0.2.${guess}`, deviceToken);
      expect(await codeOf(signInWith(stolen, 'ayse@example.com', 'Wrong!2345'))).toBe(4004);
    }
    // They counted against the e-mail too: fifteen more use up its budget.
    await strangersGuess(from, 15);
    expect(await codeOf(signInWith(from('192.0.2.9', deviceToken), 'ayse@example.com', right))).toBe(4040);
    world.clock.advanceSeconds(3600);
    expect(await codeOf(signInWith(from('192.0.2.9', deviceToken), 'ayse@example.com', right))).toBe(
      'signed in',
    );
  });

  it('is forgotten when the password is reset, and purged once its trust ran out', async () => {
    const { world, deviceToken, from } = await ownerWithDevice();
    const device = () =>
      world.ports.repositories.trustedDevices.findFor(
        world.ports.tokenGenerator.hash(deviceToken),
        'ayse@example.com',
      );
    expect(await device()).toMatchObject({
      expiresAt: new Date(world.clock.now().getTime() + 90 * 86_400_000),
    });
    world.clock.advanceSeconds(90 * 86_400);
    expect(await execute(purgeSignInRecords, world.system, {})).toMatchObject({ trustedDevices: 0 });
    world.clock.advanceSeconds(1);
    expect(await execute(purgeSignInRecords, world.system, {})).toMatchObject({ trustedDevices: 1 });
    expect(await device()).toBeNull();

    const { deviceToken: second } = await signInWith(from('203.0.113.7'), 'ayse@example.com', right);
    await execute(requestPasswordReset, world.anonymous, { email: 'ayse@example.com', language: 'en' });
    await execute(sendPasswordResetLinks, world.system, {});
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    const token = String(items[0]?.data.token);
    await execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' });
    expect(
      await world.ports.repositories.trustedDevices.findFor(
        world.ports.tokenGenerator.hash(second),
        'ayse@example.com',
      ),
    ).toBeNull();
  });
});
