import { authenticate, type DomainError } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

async function signedInWorld() {
  const world = testContext();
  const account = await world.createAccount({ email: 'ayse@example.com' });
  const token = await world.signIn('ayse@example.com');
  return { world, account, token };
}

const codeOf = (world: TestWorld, token: string) =>
  authenticate(world.anonymous, token).then(
    () => 'signed in',
    (error: DomainError) => error.code,
  );

const sessionOf = async (world: TestWorld, token: string) =>
  (await world.ports.repositories.sessions.findWithAccountByTokenHash(world.ports.tokenGenerator.hash(token)))
    ?.session;

describe('authenticate', () => {
  it('resolves a token to the signed-in account, with the account read alongside', async () => {
    const { world, account, token } = await signedInWorld();
    const actor = await authenticate(world.anonymous, token);
    expect(actor).toEqual({
      kind: 'account',
      accountId: account.id,
      role: 'User',
      sessionId: (await sessionOf(world, token))?.id,
      account: { ...account, lastLoginAt: world.clock.now() },
    });
  });

  it('answers 4001 to an unknown token', async () => {
    const { world } = await signedInWorld();
    expect(await codeOf(world, 'A'.repeat(43))).toBe(4001);
  });

  it('keeps a session alive while it is used and ends it after 1800 idle seconds', async () => {
    const { world, token } = await signedInWorld();
    world.clock.advanceSeconds(1700);
    expect(await codeOf(world, token)).toBe('signed in');
    world.clock.advanceSeconds(1700);
    expect(await codeOf(world, token)).toBe('signed in');
    world.clock.advanceSeconds(1800);
    expect(await codeOf(world, token)).toBe(4001);
  });

  it('ends a session at its absolute expiry, however busy, and never renews past it', async () => {
    const { world, token } = await signedInWorld();
    const absoluteExpiresAt = (await sessionOf(world, token))?.absoluteExpiresAt as Date;
    // Used every 25 minutes for 11 h 40 min.
    for (let use = 1; use <= 28; use += 1) {
      world.clock.advanceSeconds(25 * 60);
      expect(await codeOf(world, token), `use ${use}`).toBe('signed in');
    }
    expect((await sessionOf(world, token))?.expiresAt).toEqual(absoluteExpiresAt);
    world.clock.set(absoluteExpiresAt);
    expect(await codeOf(world, token)).toBe(4001);
  });

  it('renews the idle expiry at most once a minute', async () => {
    const { world, token } = await signedInWorld();
    const signedInAt = world.clock.now();
    world.clock.advanceSeconds(59);
    await authenticate(world.anonymous, token);
    expect(await sessionOf(world, token)).toMatchObject({
      lastUsedAt: signedInAt,
      expiresAt: new Date(signedInAt.getTime() + 1800_000),
    });
    world.clock.advanceSeconds(1);
    await authenticate(world.anonymous, token);
    const renewedAt = world.clock.now();
    expect(await sessionOf(world, token)).toMatchObject({
      lastUsedAt: renewedAt,
      expiresAt: new Date(renewedAt.getTime() + 1800_000),
    });
  });

  it.each([
    ['passive', { status: 'passive', isLocked: false }],
    ['locked', { status: 'active', isLocked: true }],
  ] as const)(
    'answers 4001 at once when the account became %s, even with its session open',
    async (_kind, access) => {
      const { world, account, token } = await signedInWorld();
      await world.ports.unitOfWork.run((tx) => tx.repositories.accounts.setAccess(account.id, access));
      expect((await sessionOf(world, token))?.revokedAt).toBeNull();
      expect(await codeOf(world, token)).toBe(4001);
    },
  );
});
