import { createAccount, execute } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

const input = {
  name: ' Ayşe ',
  surname: 'Yılmaz',
  email: 'Ayse@Example.com',
  password: 'Member!2345',
  accountRoleType: 'User',
  identityNumber: '100 000 001 46',
  languages: ['en', 'en'],
  emailVerified: true,
  subscriptionEndDate: '2026-09-01T00:00:00.000Z',
} as const;

describe('createAccount', () => {
  it('stores the account with a hashed password and answers nothing secret', async () => {
    const world = testContext();
    const created = await execute(createAccount, world.system, input);
    expect(created).toEqual({
      accountId: expect.any(String),
      email: 'ayse@example.com',
      fullName: 'Ayşe Yılmaz',
      accountRoleType: 'User',
      setPasswordMailed: false,
      verificationMailed: false,
    });
    const stored = await world.ports.repositories.accounts.findById(created.accountId);
    expect(stored).toMatchObject({
      name: 'Ayşe',
      email: 'ayse@example.com',
      identityNumber: '10000000146',
      languages: ['en'],
      emailVerifiedAt: world.clock.now(),
      subscriptionEndDate: new Date('2026-09-01T00:00:00.000Z'),
    });
    expect(stored?.passwordHash).not.toContain('Member!2345');
    expect(await world.passwordHasher.verify(stored?.passwordHash ?? null, 'Member!2345')).toBe(true);
  });

  it('refuses an e-mail address already in use, whatever its case (4006)', async () => {
    const world = testContext();
    await execute(createAccount, world.system, input);
    await expect(
      execute(createAccount, world.system, { ...input, email: 'AYSE@example.com' }),
    ).rejects.toMatchObject({ code: 4006 });
    expect((await world.ports.repositories.accounts.countMembers(world.clock.now())).memberCount).toBe(1);
  });

  it('refuses a password made of the person’s own surname, Turkish letters or not (4034)', async () => {
    const world = testContext();
    await expect(
      execute(createAccount, world.system, { ...input, password: 'Yilmaz!2345x' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { password: { key: 'passwordContainsPersonalData' } } },
    });
  });

  it('refuses a password that is too easy to guess, as a field error (4034)', async () => {
    const world = testContext();
    await expect(
      execute(createAccount, world.system, { ...input, password: 'Password1!' }),
    ).rejects.toMatchObject({ code: 4034, data: { fields: { password: { key: 'passwordTooCommon' } } } });
  });

  it('is for administrators, salesmen and the system: a member gets 4033, nobody 4001', async () => {
    const world = testContext();
    await world.createAccount({ email: 'john@example.com' });
    const member = await world.signedIn(await world.signIn('john@example.com'));
    await expect(execute(createAccount, member, input)).rejects.toMatchObject({ code: 4033 });
    await expect(execute(createAccount, world.anonymous, input)).rejects.toMatchObject({ code: 4001 });
    await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    const salesman = await world.signedIn(await world.signIn('sales@example.com'));
    await expect(execute(createAccount, salesman, input)).resolves.toMatchObject({
      email: 'ayse@example.com',
    });
  });
});
