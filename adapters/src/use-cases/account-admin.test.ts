import {
  changeAccountAccess,
  checkAccountExists,
  correctIdentity,
  createAccount,
  deleteAccount,
  erasedAccountName,
  erasedEmailOf,
  execute,
  getAccount,
  listAccountRoles,
  listAccounts,
  setPassword,
  signIn,
  updateAccount,
  verifyEmail,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

/** An administrator, a salesman and a member, each signed in. */
async function backOffice(world: TestWorld = testContext({ clientAddress: '203.0.113.7' })) {
  const admin = await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  const member = await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
  const memberToken = await world.signIn('ayse@example.com');
  return {
    world,
    admin,
    member,
    memberToken,
    asAdmin: await world.signedIn(await world.signIn('admin@example.com')),
    asSalesman: await world.signedIn(await world.signIn('sales@example.com')),
    asMember: await world.signedIn(memberToken),
  };
}

const newMember = {
  name: 'Zehra',
  surname: 'Çelik',
  email: 'Zehra@Example.com',
  accountRoleType: 'User',
  identityNumber: '10000000146',
  phone: '0532 123 45 67',
  countryCode: 'tr',
  stateCode: 'TR-34',
  city: 'kadıköy',
  languages: ['tr', 'en'],
  language: 'en',
  subscriptionEndDate: '2027-03-01T00:00:00.000Z',
} as const;

async function auditEntries(world: TestWorld) {
  return (await world.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 })).items;
}

describe('creating an account in the back office', () => {
  it('without a password: mails a set-password link in the account’s language that lets the member in', async () => {
    const { world, asAdmin } = await backOffice();
    const created = await execute(createAccount, asAdmin, newMember);
    expect(created).toMatchObject({ email: 'zehra@example.com', setPasswordMailed: true });

    const view = await execute(getAccount, asAdmin, { id: created.accountId });
    expect(view).toMatchObject({
      phone: '+905321234567',
      identityNumber: '10000000146',
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      language: 'en',
      hasPassword: false,
      // The member proves the address by following the set-password link (ADR 0033).
      emailVerified: false,
    });
    expect(view).not.toHaveProperty('passwordHash');

    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    expect(items[0]).toMatchObject({
      template: 'setPassword',
      recipient: 'zehra@example.com',
      language: 'en',
      data: { name: 'Zehra Çelik', email: 'zehra@example.com', expiresInDays: 7 },
    });
    const token = String(items[0]?.data.token);
    await execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' });
    await expect(world.signIn('zehra@example.com', 'Kuzey-Rüzgarı!7')).resolves.toEqual(expect.any(String));
    expect(await execute(getAccount, asAdmin, { id: created.accountId })).toMatchObject({
      emailVerified: true,
    });
    // Single use.
    await expect(
      execute(setPassword, world.anonymous, { token, password: 'Başka-Şifre!8' }),
    ).rejects.toMatchObject({ code: 4042 });
  });

  it('lets the set-password link expire after 7 days', async () => {
    const { world, asAdmin } = await backOffice();
    await execute(createAccount, asAdmin, newMember);
    const token = String(
      (await world.ports.repositories.outbox.list({ offset: 0, limit: 1 })).items[0]?.data.token,
    );
    world.clock.advanceSeconds(7 * 24 * 3600 + 1);
    await expect(
      execute(setPassword, world.anonymous, { token, password: 'Kuzey-Rüzgarı!7' }),
    ).rejects.toMatchObject({ code: 4042 });
  });

  it.each([
    ['an administrator', 'asAdmin'],
    ['a salesman', 'asSalesman'],
  ] as const)(
    'with a password from %s: the member verifies the address like every registration, then signs in',
    async (_, who) => {
      const office = await backOffice();
      const { world } = office;
      // Vouching is the system's alone (the seed, the CLI): from the back office it is not heard.
      const created = await execute(createAccount, office[who], {
        ...newMember,
        password: 'Kuzey-Rüzgarı!7',
        emailVerified: true,
      });
      expect(created).toMatchObject({ setPasswordMailed: false, verificationMailed: true });
      expect(await execute(getAccount, office.asAdmin, { id: created.accountId })).toMatchObject({
        emailVerified: false,
        hasPassword: true,
      });
      await expect(world.signIn('zehra@example.com', 'Kuzey-Rüzgarı!7')).rejects.toMatchObject({
        code: 4010,
      });

      const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 10 });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        template: 'verifyEmail',
        recipient: 'zehra@example.com',
        language: 'en',
      });
      await execute(verifyEmail, world.anonymous, { token: String(items[0]?.data.token) });
      await expect(world.signIn('zehra@example.com', 'Kuzey-Rüzgarı!7')).resolves.toEqual(expect.any(String));
    },
  );

  it('writes the audit entry with the creator, and never the password hash', async () => {
    const { world, admin, asAdmin } = await backOffice();
    const created = await execute(createAccount, asAdmin, { ...newMember, password: 'Kuzey-Rüzgarı!7' });
    const [entry] = await auditEntries(world);
    expect(entry).toMatchObject({
      action: 'accounts.create',
      actorAccountId: admin.id,
      actorLabel: 'admin@example.com',
      entityType: 'account',
      entityId: created.accountId,
      clientAddress: '203.0.113.7',
      after: { email: 'zehra@example.com', identityNumber: '10000000146' },
    });
    expect(entry?.after).not.toHaveProperty('passwordHash');
  });

  it('answers 4006 for a used e-mail and 4018 for a used identity number, creating nothing', async () => {
    const { world, asAdmin } = await backOffice();
    await execute(createAccount, asAdmin, newMember);
    await expect(
      execute(createAccount, asAdmin, {
        ...newMember,
        identityNumber: '12345678950',
        email: 'ZEHRA@example.com',
      }),
    ).rejects.toMatchObject({ code: 4006 });
    await expect(
      execute(createAccount, asAdmin, {
        ...newMember,
        email: 'other@example.com',
        identityNumber: '100 000 001 46',
      }),
    ).rejects.toMatchObject({ code: 4018 });
    expect((await world.ports.repositories.accounts.search({ ...everything, search: 'zehra' })).total).toBe(
      1,
    );
  });

  it('refuses a place that the location data does not know, on its field', async () => {
    const { asAdmin } = await backOffice();
    await expect(
      execute(createAccount, asAdmin, { ...newMember, stateCode: 'DE-BY', city: null }),
    ).rejects.toMatchObject({ code: 4034, data: { fields: { stateCode: { key: 'locationInvalid' } } } });
  });

  it('lets a salesman create members and guests, never staff (4033); members not at all', async () => {
    const { asSalesman, asMember } = await backOffice();
    await expect(execute(createAccount, asSalesman, newMember)).resolves.toMatchObject({
      accountRoleType: 'User',
    });
    for (const accountRoleType of ['Administrator', 'Salesman'] as const) {
      await expect(
        execute(createAccount, asSalesman, {
          ...newMember,
          email: `${accountRoleType}@example.com`,
          accountRoleType,
        }),
      ).rejects.toMatchObject({ code: 4033 });
    }
    await expect(execute(createAccount, asMember, newMember)).rejects.toMatchObject({ code: 4033 });
  });
});

const everything = {
  search: '',
  sort: { key: 'createdAt', descending: false },
  offset: 0,
  limit: 50,
} as const;

describe('listing and viewing accounts', () => {
  it('searches, filters, sorts and pages, for administrators and salesmen', async () => {
    const { world, asAdmin, asSalesman, asMember } = await backOffice();
    await execute(createAccount, asAdmin, newMember);
    const page = await execute(listAccounts, asSalesman, { search: 'ÇELİK', pageSize: '10' });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [{ email: 'zehra@example.com' }] });
    expect(page.items[0]).not.toHaveProperty('passwordHash');

    const staff = await execute(listAccounts, asAdmin, { sort: 'email', role: 'Administrator' });
    expect(staff.items.map((account) => account.email)).toEqual(['admin@example.com']);
    const byEmail = await execute(listAccounts, asAdmin, { sort: '-email', pageSize: 2, page: 2 });
    expect(byEmail).toMatchObject({ total: 4, page: 2 });
    expect(byEmail.items.map((account) => account.email)).toEqual(['ayse@example.com', 'admin@example.com']);

    await expect(execute(listAccounts, asMember, {})).rejects.toMatchObject({ code: 4033 });
    await expect(execute(listAccounts, asAdmin, { sort: 'passwordHash' })).rejects.toMatchObject({
      code: 4034,
    });
    await expect(
      execute(getAccount, asMember, { id: world.clock.now() && crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 4033 });
    await expect(execute(getAccount, asAdmin, { id: crypto.randomUUID() })).rejects.toMatchObject({
      code: 4003,
    });
  });

  it('lists the roles, marking those a salesman may not give', async () => {
    const { asAdmin, asSalesman } = await backOffice();
    expect(await execute(listAccountRoles, asAdmin, {})).toEqual([
      { accountRoleType: 'Administrator', assignable: true },
      { accountRoleType: 'Salesman', assignable: true },
      { accountRoleType: 'Guest', assignable: true },
      { accountRoleType: 'User', assignable: true },
    ]);
    expect((await execute(listAccountRoles, asSalesman, {})).filter((role) => role.assignable)).toEqual([
      { accountRoleType: 'Guest', assignable: true },
      { accountRoleType: 'User', assignable: true },
    ]);
  });
});

describe('editing an account', () => {
  it('changes names, role, phone, place and membership, with an audit entry before and after', async () => {
    const { world, member, asAdmin } = await backOffice();
    const view = await execute(updateAccount, asAdmin, {
      accountId: member.id,
      name: ' Ayşe Nur ',
      accountRoleType: 'Guest',
      phone: '+44 20 7946 0958',
      countryCode: 'TR',
      stateCode: 'TR-06',
      city: 'Çankaya',
      subscriptionEndDate: '',
    });
    expect(view).toMatchObject({
      name: 'Ayşe Nur',
      surname: 'Demir',
      accountRoleType: 'Guest',
      phone: '+442079460958',
      stateCode: 'TR-06',
      city: 'Çankaya',
      subscriptionEndDate: null,
      email: 'ayse@example.com',
    });
    const [entry] = await auditEntries(world);
    expect(entry).toMatchObject({
      action: 'accounts.update',
      entityId: member.id,
      before: { name: 'Ayşe', accountRoleType: 'User' },
      after: { name: 'Ayşe Nur', accountRoleType: 'Guest' },
    });
  });

  it('never changes the e-mail address: sending it is refused (4034)', async () => {
    const { world, member, asAdmin } = await backOffice();
    await expect(
      execute(updateAccount, asAdmin, { accountId: member.id, email: 'other@example.com' }),
    ).rejects.toMatchObject({ code: 4034, data: { fields: { email: { key: 'unknownField' } } } });
    expect(await world.ports.repositories.accounts.findById(member.id)).toMatchObject({
      email: 'ayse@example.com',
    });
    expect(await auditEntries(world)).toEqual([]);
  });

  it('takes the identity and passport numbers back as stored, and refuses any change (4089)', async () => {
    const { world, asAdmin } = await backOffice();
    const visitor = await world.createAccount({ email: 'john@example.com', passportNumber: 'U1234567' });
    // Forms send the whole record: the stored numbers, however typed, pass.
    await expect(
      execute(updateAccount, asAdmin, {
        accountId: visitor.id,
        name: 'John',
        identityNumber: '',
        passportNumber: ' u123 4567',
      }),
    ).resolves.toMatchObject({ name: 'John', passportNumber: 'U1234567', identityNumber: null });
    for (const change of [
      { passportNumber: 'U7654321' },
      { passportNumber: '' },
      { passportNumber: null },
      // A Turkish identity number is never added to a passport holder, nor the other way round.
      { identityNumber: '10000000146' },
    ]) {
      await expect(
        execute(updateAccount, asAdmin, { accountId: visitor.id, name: 'Johnny', ...change }),
      ).rejects.toMatchObject({ code: 4089, data: { field: Object.keys(change)[0] } });
    }
    const citizen = await world.createAccount({ email: 'zehra@example.com', identityNumber: '10000000146' });
    await expect(
      execute(updateAccount, asAdmin, { accountId: citizen.id, passportNumber: 'U7654321' }),
    ).rejects.toMatchObject({ code: 4089 });
    expect(await world.ports.repositories.accounts.findById(visitor.id)).toMatchObject({
      name: 'John',
      passportNumber: 'U1234567',
      identityNumber: null,
    });
    expect(await world.ports.repositories.accounts.findById(citizen.id)).toMatchObject({
      identityNumber: '10000000146',
      passportNumber: null,
    });
  });

  it('makes no member of an account without an identity document (4034)', async () => {
    const { world, asAdmin } = await backOffice();
    const guest = await world.createAccount({
      email: 'guest@example.com',
      accountRoleType: 'Guest',
      passportNumber: null,
    });
    await expect(
      execute(updateAccount, asAdmin, { accountId: guest.id, accountRoleType: 'User' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { accountRoleType: { key: 'identityOrPassportRequired' } } },
    });
  });

  it('refuses to change the role of one’s own account (4046), but edits its names', async () => {
    const { admin, asAdmin } = await backOffice();
    await expect(
      execute(updateAccount, asAdmin, { accountId: admin.id, accountRoleType: 'User' }),
    ).rejects.toMatchObject({ code: 4046 });
    await expect(
      execute(updateAccount, asAdmin, {
        accountId: admin.id,
        name: 'Zeynep',
        accountRoleType: 'Administrator',
      }),
    ).resolves.toMatchObject({ name: 'Zeynep' });
  });

  it('is for administrators: a salesman gets 4033; an unknown account 4003', async () => {
    const { member, asAdmin, asSalesman } = await backOffice();
    await expect(
      execute(updateAccount, asSalesman, { accountId: member.id, name: 'X' }),
    ).rejects.toMatchObject({
      code: 4033,
    });
    await expect(
      execute(updateAccount, asAdmin, { accountId: crypto.randomUUID(), name: 'X' }),
    ).rejects.toMatchObject({ code: 4003 });
  });
});

describe('correcting an identity document', () => {
  it('corrects a passport number, with the reason in the audit log and a mail in the member’s language', async () => {
    const { world, admin, asAdmin } = await backOffice();
    const visitor = await world.createAccount({
      email: 'john@example.com',
      name: 'John',
      surname: 'Smith',
      passportNumber: 'U1234576',
      language: 'en',
    });
    const view = await execute(correctIdentity, asAdmin, {
      accountId: visitor.id,
      passportNumber: ' u123 4567 ',
      reason: 'Two digits swapped at registration',
    });
    expect(view).toMatchObject({ accountId: visitor.id, passportNumber: 'U1234567', identityNumber: null });
    expect(await world.ports.repositories.accounts.findByPassportNumber('U1234567')).toMatchObject({
      id: visitor.id,
    });
    const [entry] = await auditEntries(world);
    expect(entry).toMatchObject({
      actorAccountId: admin.id,
      action: 'accounts.correctIdentity',
      entityId: visitor.id,
      before: { identityNumber: null, passportNumber: 'U1234576' },
      after: {
        identityNumber: null,
        passportNumber: 'U1234567',
        reason: 'Two digits swapped at registration',
      },
    });
    const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    expect(items[0]).toMatchObject({
      template: 'identityCorrected',
      recipient: 'john@example.com',
      language: 'en',
      data: {
        name: 'John Smith',
        document: 'passportNumber',
        ending: '4567',
        reason: 'Two digits swapped at registration',
      },
    });
  });

  it('corrects a T.C. identity number only to one with valid check digits, and may switch the kind', async () => {
    const { world, asAdmin } = await backOffice();
    const citizen = await world.createAccount({ email: 'zehra@example.com', identityNumber: '10000000146' });
    const correction = { accountId: citizen.id, reason: 'Typed from a blurred copy' };
    await expect(
      execute(correctIdentity, asAdmin, { ...correction, identityNumber: '10000000147' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { identityNumber: { key: 'identityNumberInvalid' } } },
    });
    await expect(
      execute(correctIdentity, asAdmin, { ...correction, identityNumber: '10000000214' }),
    ).resolves.toMatchObject({ identityNumber: '10000000214', passportNumber: null });
    // Not a citizen after all: the passport replaces the identity number.
    await expect(
      execute(correctIdentity, asAdmin, { ...correction, passportNumber: 'P1234567' }),
    ).resolves.toMatchObject({ identityNumber: null, passportNumber: 'P1234567' });
  });

  it('refuses a number another account has (4018, 4090), the same number (4091), and no reason (4034)', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({ email: 'zehra@example.com', identityNumber: '10000000146' });
    await world.createAccount({ email: 'john@example.com', passportNumber: 'U1234567' });
    const visitor = await world.createAccount({ email: 'sarah@example.com', passportNumber: 'P7654321' });
    const correct = (input: Record<string, unknown>) =>
      execute(correctIdentity, asAdmin, { accountId: visitor.id, reason: 'Typo', ...input });
    await expect(correct({ identityNumber: '10000000146' })).rejects.toMatchObject({ code: 4018 });
    await expect(correct({ passportNumber: 'u 1234567' })).rejects.toMatchObject({ code: 4090 });
    await expect(correct({ passportNumber: 'P7654321' })).rejects.toMatchObject({ code: 4091 });
    await expect(correct({ passportNumber: 'P7654322', reason: ' ' })).rejects.toMatchObject({
      code: 4034,
      data: { fields: { reason: { key: 'tooShort' } } },
    });
    await expect(correct({})).rejects.toMatchObject({
      code: 4034,
      data: { fields: { passportNumber: { key: 'identityOrPassportRequired' } } },
    });
    await expect(
      correct({ identityNumber: '10000000214', passportNumber: 'P7654322' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { passportNumber: { key: 'identityAndPassport' } } },
    });
    expect(await world.ports.repositories.accounts.findById(visitor.id)).toMatchObject({
      passportNumber: 'P7654321',
    });
    expect(await auditEntries(world)).toEqual([]);
  });

  it('is for administrators: a salesman gets 4033; an unknown account 4003', async () => {
    const { member, asAdmin, asSalesman } = await backOffice();
    const correction = { accountId: member.id, passportNumber: 'P1234567', reason: 'Typo' };
    await expect(execute(correctIdentity, asSalesman, correction)).rejects.toMatchObject({ code: 4033 });
    await expect(
      execute(correctIdentity, asAdmin, { ...correction, accountId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 4003 });
  });
});

describe('passport numbers are unique', () => {
  it('refuses a new account with a passport number in use, however typed (4090)', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({ email: 'john@example.com', passportNumber: 'U1234567' });
    await expect(
      execute(createAccount, asAdmin, {
        ...newMember,
        identityNumber: null,
        passportNumber: 'u 123 4567',
      }),
    ).rejects.toMatchObject({ code: 4090 });
  });

  it('gives a Turkish citizen no passport number (4034)', async () => {
    const { asAdmin } = await backOffice();
    await expect(
      execute(createAccount, asAdmin, { ...newMember, passportNumber: 'U1234567' }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { passportNumber: { key: 'identityAndPassport' } } },
    });
  });
});

describe('changing access', () => {
  it.each([
    ['making it passive', { status: 'passive' }, 4031],
    ['locking it', { isLocked: true }, 4032],
  ] as const)(
    'ends the sessions of the account at once when %s, and audits it',
    async (_, change, signInCode) => {
      const { world, member, memberToken, asAdmin } = await backOffice();
      await execute(changeAccountAccess, asAdmin, { accountId: member.id, ...change });
      await expect(world.signedIn(memberToken)).rejects.toMatchObject({ code: 4001 });
      await expect(
        execute(signIn, world.anonymous, { email: 'ayse@example.com', password: 'Member!2345' }),
      ).rejects.toMatchObject({ code: signInCode });
      const [entry] = await auditEntries(world);
      expect(entry).toMatchObject({
        action: 'accounts.changeAccess',
        entityId: member.id,
        before: { status: 'active', isLocked: false },
        after: { status: 'status' in change ? 'passive' : 'active', isLocked: 'isLocked' in change },
      });
    },
  );

  it('gives access back: the member signs in again, with a new session', async () => {
    const { world, member, asAdmin } = await backOffice();
    await execute(changeAccountAccess, asAdmin, { accountId: member.id, status: 'passive', isLocked: true });
    await execute(changeAccountAccess, asAdmin, { accountId: member.id, status: 'active', isLocked: false });
    await expect(world.signIn('ayse@example.com')).resolves.toEqual(expect.any(String));
  });

  it('refuses one’s own account (4046) and salesmen (4033), changing nothing', async () => {
    const { world, admin, member, asAdmin, asSalesman } = await backOffice();
    await expect(
      execute(changeAccountAccess, asAdmin, { accountId: admin.id, isLocked: true }),
    ).rejects.toMatchObject({ code: 4046 });
    await expect(
      execute(changeAccountAccess, asSalesman, { accountId: member.id, status: 'passive' }),
    ).rejects.toMatchObject({ code: 4033 });
    expect(await world.ports.repositories.accounts.findById(admin.id)).toMatchObject({ isLocked: false });
    expect(await world.ports.repositories.accounts.findById(member.id)).toMatchObject({ status: 'active' });
  });
});

describe('deleting an account', () => {
  it('removes an account without history; the audit log keeps no personal data of it', async () => {
    const { world, member, memberToken, asAdmin } = await backOffice();
    await execute(deleteAccount, asAdmin, { accountId: member.id });
    expect(await world.ports.repositories.accounts.findById(member.id)).toBeNull();
    await expect(world.signedIn(memberToken)).rejects.toMatchObject({ code: 4001 });
    const [entry] = await auditEntries(world);
    expect(entry).toMatchObject({
      action: 'accounts.delete',
      entityId: member.id,
      before: { id: member.id, accountRoleType: 'User' },
      after: { outcome: 'removed', reason: 'deletedByAdministrator' },
    });
    expect(JSON.stringify(entry)).not.toContain('ayse@example.com');
    await expect(execute(deleteAccount, asAdmin, { accountId: member.id })).rejects.toMatchObject({
      code: 4003,
    });
  });

  it('anonymises an account with a ledger entry, which keeps its entries and cannot sign in (ADR 0030)', async () => {
    const { world, member, memberToken, asAdmin } = await backOffice();
    await world.ports.unitOfWork.run(({ repositories }) =>
      repositories.ledger.append({
        accountId: member.id,
        delta: 5,
        reason: 'opening_balance',
        projectId: null,
        actorAccountId: null,
        note: null,
      }),
    );
    await execute(deleteAccount, asAdmin, { accountId: member.id });
    expect(await world.ports.repositories.accounts.findById(member.id)).toMatchObject({
      ...erasedAccountName,
      email: erasedEmailOf(member.id),
      score: 5,
      passwordHash: null,
    });
    expect(await world.ports.repositories.ledger.listForAccount(member.id)).toHaveLength(1);
    await expect(world.signedIn(memberToken)).rejects.toMatchObject({ code: 4001 });
    await expect(world.signIn('ayse@example.com')).rejects.toMatchObject({ key: 'invalidCredentials' });
    const [entry] = await auditEntries(world);
    expect(entry).toMatchObject({ after: { outcome: 'anonymised', reason: 'deletedByAdministrator' } });
    expect(entry?.before).not.toHaveProperty('email');
    await expect(execute(deleteAccount, asAdmin, { accountId: member.id })).rejects.toMatchObject({
      code: 4003,
    });
  });

  it('refuses one’s own account (4046), salesmen and members (4033)', async () => {
    const { world, admin, member, asAdmin, asSalesman, asMember } = await backOffice();
    await expect(execute(deleteAccount, asAdmin, { accountId: admin.id })).rejects.toMatchObject({
      code: 4046,
    });
    await expect(execute(deleteAccount, asSalesman, { accountId: member.id })).rejects.toMatchObject({
      code: 4033,
    });
    await expect(execute(deleteAccount, asMember, { accountId: admin.id })).rejects.toMatchObject({
      code: 4033,
    });
    expect(await world.ports.repositories.accounts.findById(member.id)).not.toBeNull();
    expect(await auditEntries(world)).toEqual([]);
  });
});

describe('asking whether an account exists (registration)', () => {
  it('answers one boolean for the e-mail address, the identity number or both', async () => {
    const { world, asAdmin } = await backOffice();
    await execute(createAccount, asAdmin, newMember);
    const exists = (input: object) => execute(checkAccountExists, world.anonymous, input);
    expect(await exists({ email: 'ZEHRA@example.com' })).toBe(true);
    expect(await exists({ email: 'nobody@example.com' })).toBe(false);
    expect(await exists({ identityNumber: '100 000 001 46' })).toBe(true);
    expect(await exists({ email: 'nobody@example.com', identityNumber: '10000000146' })).toBe(true);
    expect(await exists({ email: 'nobody@example.com', identityNumber: '12345678950' })).toBe(false);
    await expect(exists({})).rejects.toMatchObject({
      code: 4034,
      data: { fields: { email: { key: 'required' } } },
    });
  });

  it('counts every question against the client address: the 21st within 10 minutes answers 4040', async () => {
    const world = testContext({ clientAddress: '198.51.100.9' });
    const ask = (n: number) => execute(checkAccountExists, world.anonymous, { email: `p${n}@example.com` });
    for (let n = 0; n < 20; n += 1) await ask(n);
    await expect(ask(20)).rejects.toMatchObject({
      code: 4040,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    world.clock.advanceSeconds(600);
    await expect(ask(21)).resolves.toBe(false);
  });
});
