import {
  type ContactFormInput,
  contactMessagesPerAddress,
  contactMessagesPerEmail,
  DomainError,
  execute,
  listContactMessages,
  markContactMessage,
  sendContactMessage,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

const form = (overrides: Partial<ContactFormInput> = {}): ContactFormInput => ({
  name: ' Zehra ',
  surname: 'Çelik',
  email: 'Zehra@Example.com',
  message: 'Merhaba, koçluk saatlerim hakkında bir sorum var.\nTeşekkürler.',
  language: 'tr',
  ...overrides,
});

/** Two active administrators (one writing in English), a locked and a passive one, and a member. */
async function withAdministrators(world: TestWorld = testContext({ clientAddress: '203.0.113.7' })) {
  await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator', name: 'Ada' });
  await world.createAccount({
    email: 'admin2@example.com',
    accountRoleType: 'Administrator',
    language: 'en',
  });
  const locked = await world.createAccount({ email: 'locked@example.com', accountRoleType: 'Administrator' });
  const passive = await world.createAccount({
    email: 'passive@example.com',
    accountRoleType: 'Administrator',
  });
  await world.ports.unitOfWork.run(async ({ repositories }) => {
    await repositories.accounts.setAccess(locked.id, { status: 'active', isLocked: true });
    await repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false });
  });
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  await world.createAccount({ email: 'ayse@example.com' });
  return {
    world,
    asAdmin: await world.signedIn(await world.signIn('admin@example.com')),
    asSalesman: await world.signedIn(await world.signIn('sales@example.com')),
    asMember: await world.signedIn(await world.signIn('ayse@example.com')),
  };
}

async function contactMails(world: TestWorld) {
  const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 50 });
  return items.filter((mail) => mail.template === 'contactMessage');
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('the contact form', () => {
  it('stores the message and mails every active administrator in their own language', async () => {
    const { world, asAdmin } = await withAdministrators();
    expect(await execute(sendContactMessage, world.anonymous, form())).toBeNull();

    const page = await execute(listContactMessages, asAdmin, {});
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      name: 'Zehra',
      surname: 'Çelik',
      email: 'zehra@example.com',
      message: form().message,
      language: 'tr',
      createdAt: world.clock.now().toISOString(),
      readAt: null,
    });
    // The sender's address is kept for abuse handling but never shown.
    expect(JSON.stringify(page)).not.toContain('203.0.113.7');
    const stored = await world.ports.repositories.contactMessages.findById(page.items[0]?.id ?? '');
    expect(stored?.clientAddress).toBe('203.0.113.7');

    const mails = await contactMails(world);
    expect(mails.map((mail) => [mail.recipient, mail.language]).sort()).toEqual([
      ['admin2@example.com', 'en'],
      ['admin@example.com', 'tr'],
    ]);
    expect(mails.find((mail) => mail.recipient === 'admin@example.com')?.data).toEqual({
      recipientName: 'Ada Kişi',
      senderName: 'Zehra Çelik',
      senderEmail: 'zehra@example.com',
      message: form().message,
      senderLanguage: 'tr',
      sentAt: world.clock.now().toISOString(),
    });
  });

  it('checks every field with the form’s schema (4034)', async () => {
    const { world } = await withAdministrators();
    const error = await refusal(
      execute(sendContactMessage, world.anonymous, {
        name: ' ',
        surname: 'x'.repeat(101),
        email: 'zehra@',
        message: 'Too short',
      }),
    );
    expect(error.code).toBe(4034);
    expect(error.data?.fields).toEqual({
      name: { key: 'required', params: {} },
      surname: { key: 'tooLong', params: { maximum: 100 } },
      email: { key: 'email', params: {} },
      message: { key: 'tooShort', params: { minimum: 10 } },
    });
    const long = await refusal(
      execute(sendContactMessage, world.anonymous, form({ message: 'a'.repeat(5001) })),
    );
    expect(long.data?.fields).toEqual({ message: { key: 'tooLong', params: { maximum: 5000 } } });
    const blank = await refusal(execute(sendContactMessage, world.anonymous, form({ message: '   ' })));
    expect(blank.data?.fields).toEqual({ message: expect.objectContaining({ key: 'required' }) });
    expect(await contactMails(world)).toEqual([]);
  });

  it('thanks a robot that fills the hidden field, and neither stores nor mails its message', async () => {
    const { world, asAdmin } = await withAdministrators();
    expect(
      await execute(sendContactMessage, world.anonymous, form({ website: 'http://spam.example' })),
    ).toBeNull();
    expect((await execute(listContactMessages, asAdmin, {})).total).toBe(0);
    expect(await contactMails(world)).toEqual([]);
  });

  it(`takes ${contactMessagesPerEmail.points} messages an hour per e-mail address, then 429 / 4040 until the hour ends`, async () => {
    const { world } = await withAdministrators();
    for (let sent = 0; sent < contactMessagesPerEmail.points; sent++) {
      await execute(sendContactMessage, world.anonymous, form({ email: 'ZEHRA@example.com' }));
    }
    const error = await refusal(execute(sendContactMessage, world.anonymous, form()));
    expect(error.code).toBe(4040);
    expect(error.data?.retryAfterSeconds).toBeGreaterThan(0);
    // Another sender from the same address is not held up by Zehra.
    await execute(sendContactMessage, world.anonymous, form({ email: 'can@example.com' }));
    world.clock.advanceSeconds(contactMessagesPerEmail.durationSeconds);
    await execute(sendContactMessage, world.anonymous, form());
  });

  it(`takes ${contactMessagesPerAddress.points} messages an hour per client address, whatever the e-mail`, async () => {
    const world = testContext({ clientAddress: '198.51.100.9' });
    for (let sent = 0; sent < contactMessagesPerAddress.points; sent++) {
      await execute(sendContactMessage, world.anonymous, form({ email: `sender${sent}@example.com` }));
    }
    const error = await refusal(
      execute(sendContactMessage, world.anonymous, form({ email: 'fresh@example.com' })),
    );
    expect(error).toMatchObject({ code: 4040, data: { retryAfterSeconds: expect.any(Number) } });
    // Elsewhere the same e-mail address is welcome.
    const elsewhere = world.as({ kind: 'anonymous' });
    await execute(
      sendContactMessage,
      { ...elsewhere, clientAddress: '192.0.2.1' },
      form({ email: 'fresh@example.com' }),
    );
  });

  it('counts refused robots too, so a robot cannot probe the limit for free', async () => {
    const { world } = await withAdministrators();
    for (let sent = 0; sent < contactMessagesPerEmail.points; sent++) {
      await execute(sendContactMessage, world.anonymous, form({ website: 'spam' }));
    }
    expect((await refusal(execute(sendContactMessage, world.anonymous, form()))).code).toBe(4040);
  });
});

describe('the administrators’ contact inbox', () => {
  async function inbox() {
    const setup = await withAdministrators();
    const { world } = setup;
    const send = async (email: string, message: string) => {
      await execute(sendContactMessage, world.anonymous, form({ email, message }));
      world.clock.advanceSeconds(60);
    };
    await send('first@example.com', 'The first message about badges.');
    await send('second@example.com', 'The second message about the project rules.');
    await send('third@example.com', 'The third message about BADGES again.');
    return setup;
  }

  it('pages newest first, searches, and narrows to unread messages', async () => {
    const { asAdmin } = await inbox();
    const emails = async (query: Record<string, unknown>) =>
      (await execute(listContactMessages, asAdmin, query)).items.map((item) => item.email);
    expect(await emails({})).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    expect(await emails({ sort: 'createdAt' })).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);
    expect(await emails({ search: 'badges' })).toEqual(['third@example.com', 'first@example.com']);
    expect(await execute(listContactMessages, asAdmin, { page: 2, pageSize: 2 })).toMatchObject({
      total: 3,
      page: 2,
      items: [{ email: 'first@example.com' }],
    });
    await expect(execute(listContactMessages, asAdmin, { sort: 'message' })).rejects.toMatchObject({
      code: 4034,
    });
  });

  it('marks a message read (keeping when it was first read) and unread again, in the audit log', async () => {
    const { world, asAdmin } = await inbox();
    const [newest] = (await execute(listContactMessages, asAdmin, {})).items;
    const id = newest?.id ?? '';
    const firstRead = world.clock.now().toISOString();
    expect(await execute(markContactMessage, asAdmin, { id, read: true })).toMatchObject({
      id,
      readAt: firstRead,
    });
    world.clock.advanceSeconds(300);
    expect(await execute(markContactMessage, asAdmin, { id, read: true })).toMatchObject({
      readAt: firstRead,
    });
    expect((await execute(listContactMessages, asAdmin, { read: 'unread' })).total).toBe(2);
    expect((await execute(listContactMessages, asAdmin, { read: 'read' })).items).toMatchObject([{ id }]);
    expect(await execute(markContactMessage, asAdmin, { id, read: false })).toMatchObject({ readAt: null });

    const audit = await world.ports.repositories.auditLog.search({
      search: 'contact.markRead',
      offset: 0,
      limit: 10,
    });
    expect(audit.items).toHaveLength(3);
    expect(audit.items[0]).toMatchObject({
      actorLabel: 'admin@example.com',
      entityType: 'contactMessage',
      entityId: id,
      before: { readAt: firstRead },
      after: { readAt: null },
    });
  });

  it('answers 4002 for a message that does not exist', async () => {
    const { asAdmin } = await inbox();
    await expect(
      execute(markContactMessage, asAdmin, { id: '00000000-0000-4000-8000-000000000000', read: true }),
    ).rejects.toMatchObject({ code: 4002 });
  });

  it('is for administrators only: salesmen, members and visitors are refused', async () => {
    const { world, asSalesman, asMember } = await inbox();
    for (const ctx of [asSalesman, asMember]) {
      await expect(execute(listContactMessages, ctx, {})).rejects.toMatchObject({ code: 4033 });
    }
    await expect(execute(listContactMessages, world.anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});
