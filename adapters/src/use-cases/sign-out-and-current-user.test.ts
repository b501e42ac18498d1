import { authenticate, execute, getCurrentUser, pagesOpenTo, permissionsOf, signOut } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

describe('signOut', () => {
  it('ends the current session at once, and only that one', async () => {
    const world = testContext();
    await world.createAccount({ email: 'ayse@example.com' });
    const phone = await world.signIn('ayse@example.com');
    const laptop = await world.signIn('ayse@example.com');
    expect(await execute(signOut, await world.signedIn(phone), {})).toBeNull();
    await expect(authenticate(world.anonymous, phone)).rejects.toMatchObject({ code: 4001 });
    await expect(authenticate(world.anonymous, laptop)).resolves.toMatchObject({ kind: 'account' });
  });

  it('needs a signed-in caller', async () => {
    await expect(execute(signOut, testContext().anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});

describe('getCurrentUser', () => {
  it('describes the signed-in account with the permissions of its role and the badge of its score', async () => {
    const world = testContext();
    await world.ports.unitOfWork.run(async ({ repositories }) => {
      await repositories.badges.insertIfNameIsNew({
        nameTr: 'Bronz',
        nameEn: 'Bronz',
        lower: 0,
        upper: 9,
        descriptionTr: '',
        descriptionEn: '',
      });
      await repositories.badges.insertIfNameIsNew({
        nameTr: 'Gümüş',
        nameEn: 'Gümüş',
        lower: 10,
        upper: 19,
        descriptionTr: '',
        descriptionEn: '',
      });
    });
    const account = await world.createAccount({
      email: 'ayse@example.com',
      name: 'Ayşe',
      surname: 'Yılmaz',
      languages: ['tr', 'en'],
      subscriptionEndDate: '2026-09-01T00:00:00.000Z',
    });
    await world.ports.unitOfWork.run((tx) =>
      tx.repositories.ledger.append({
        accountId: account.id,
        delta: 12,
        reason: 'opening_balance',
        projectId: null,
        actorAccountId: null,
        note: null,
      }),
    );
    const ctx = await world.signedIn(await world.signIn('ayse@example.com'));
    const silver = (await world.ports.repositories.badges.list()).find((badge) => badge.nameTr === 'Gümüş');
    expect(await execute(getCurrentUser, ctx, {})).toEqual({
      accountId: account.id,
      name: 'Ayşe',
      surname: 'Yılmaz',
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      accountRoleType: 'User',
      permissions: [...permissionsOf('User')],
      pages: [...pagesOpenTo('User')],
      score: 12,
      badge: { accountBadgeId: silver?.id, nameTr: 'Gümüş', nameEn: 'Gümüş' },
      themePack: 'theme1',
      themeMode: 'system',
      languages: ['tr', 'en'],
      subscriptionEndDate: '2026-09-01T00:00:00.000Z',
      profilePhotoPath: null,
    });
  });

  it('answers no badge when no range holds the score, and 4001 to nobody', async () => {
    const world = testContext();
    await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    const ctx = await world.signedIn(await world.signIn('admin@example.com'));
    expect(await execute(getCurrentUser, ctx, {})).toMatchObject({
      badge: null,
      permissions: [...permissionsOf('Administrator')],
    });
    await expect(execute(getCurrentUser, world.anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});
