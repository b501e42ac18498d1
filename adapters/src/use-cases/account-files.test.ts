import {
  type Account,
  type CreateAccountInput,
  changeFileStatus,
  type DomainError,
  deleteAccountFile,
  downloadAccountFile,
  execute,
  listAccountFiles,
  listAccountFilesForReview,
  listOwnAccountFiles,
  maxProofBytes,
  type UnitOfWork,
  type UseCaseContext,
  uploadAccountFile,
  uploadAccountFileForMember,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import {
  htmlPage,
  minimalGif,
  minimalJpeg,
  minimalPdf,
  minimalPng,
  minimalWebp,
  pdfOfSize,
  plainText,
  windowsProgram,
  zipArchive,
} from '../testing/proof-files.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';

/** The catalogue key an attempt failed with, or `done`. */
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'done',
    (error: DomainError) => error.key ?? error,
  );
/** The whole DomainError of an attempt that must fail. */
const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => error,
  );

interface Cast {
  world: TestWorld;
  admin: UseCaseContext;
  ayse: UseCaseContext;
  ayseAccount: Account;
  bora: UseCaseContext;
  boraAccount: Account;
  guest: UseCaseContext;
  salesman: UseCaseContext;
}

let passports = 0;
/** Members give an identity document; a passport number is the simplest valid one. */
const identity = (role: string) =>
  role === 'User' ? { passportNumber: `U${String(++passports).padStart(8, '0')}` } : {};

/** An administrator, two members (Ayşe mails in English), a guest and a salesman, all signed in. */
async function cast(start?: Date): Promise<Cast> {
  const world = testContext(start ? { start } : {});
  const signedIn = async (
    email: string,
    role: 'Administrator' | 'User' | 'Guest' | 'Salesman',
    more: Partial<CreateAccountInput> = {},
  ) => {
    const account = await world.createAccount({ email, accountRoleType: role, ...identity(role), ...more });
    return { account, ctx: await world.signedIn(await world.signIn(email)) };
  };
  const ayse = await signedIn('ayse@example.com', 'User', { language: 'en' });
  const bora = await signedIn('bora@example.com', 'User');
  return {
    world,
    admin: (await signedIn('admin@example.com', 'Administrator')).ctx,
    ayse: ayse.ctx,
    ayseAccount: ayse.account,
    bora: bora.ctx,
    boraAccount: bora.account,
    guest: (await signedIn('guest@example.com', 'Guest')).ctx,
    salesman: (await signedIn('sales@example.com', 'Salesman')).ctx,
  };
}

const upload = (ctx: UseCaseContext, bytes: Uint8Array, name = 'diploma.pdf') =>
  execute(uploadAccountFile, ctx, { file: { name, bytes } });
const review = (ctx: UseCaseContext, accountFileId: string, fileApproveState: string, reason?: string) =>
  execute(changeFileStatus, ctx, { accountFileId, fileApproveState, reason });

async function queuedMail(world: TestWorld) {
  const { items } = await world.ports.repositories.outbox.list({ offset: 0, limit: 50 });
  return items;
}
async function auditEntries(world: TestWorld) {
  const { items } = await world.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 });
  return items;
}

describe('uploading a proof of education', () => {
  it('stores a PDF, a PNG and a JPEG as pending, each typed from its content', async () => {
    for (const [bytes, name, contentType] of [
      [minimalPdf(), 'diploma.pdf', 'application/pdf'],
      [await minimalPng(), 'diploma.png', 'image/png'],
      [await minimalJpeg(), 'diploma.jpeg', 'image/jpeg'],
    ] as const) {
      const { ayse } = await cast();
      const stored = await upload(ayse, bytes, name);
      expect(stored).toMatchObject({
        fileName: name,
        contentType,
        // A PDF is kept as sent; a picture is encoded anew without its metadata (ADR 0033).
        sizeBytes: contentType === 'application/pdf' ? bytes.byteLength : expect.any(Number),
        state: 'pending',
        rejectionReason: null,
        uploadedByAdministrator: false,
        reviewedAt: null,
        createdAt: '2026-03-02T09:00:00.000Z',
      });
      expect(await execute(listOwnAccountFiles, ayse, {})).toEqual([stored]);
    }
  });

  it.each([
    ['a Windows program renamed .pdf', windowsProgram],
    ['a ZIP archive renamed .pdf', zipArchive],
    ['plain text renamed .pdf', plainText],
    ['an HTML page with a script renamed .pdf', htmlPage],
    ['a GIF picture', minimalGif],
    ['a WebP picture', minimalWebp],
  ])('refuses %s with 4043, naming the accepted kinds, and stores nothing', async (_, make) => {
    const { ayse } = await cast();
    const error = await failure(upload(ayse, await make(), 'diploma.pdf'));
    expect(error).toMatchObject({ code: 4043, data: { allowed: 'PDF, PNG, JPEG' } });
    expect(await execute(listOwnAccountFiles, ayse, {})).toEqual([]);
  });

  it('refuses an empty file with 4012', async () => {
    const { ayse } = await cast();
    expect(await outcome(upload(ayse, new Uint8Array(0)))).toBe('fileEmpty');
  });

  it('takes exactly 2 MB and refuses one byte more with 4038, whoever calls (not only HTTP)', async () => {
    const { ayse, bora } = await cast();
    expect(await failure(upload(ayse, pdfOfSize(maxProofBytes + 1)))).toMatchObject({
      code: 4038,
      data: { limitKb: 2048 },
    });
    expect((await upload(bora, pdfOfSize(maxProofBytes))).sizeBytes).toBe(maxProofBytes);
  });

  it('keeps the name without folders or control characters, with the extension of the real type', async () => {
    const cases = [
      ['C:\\fakepath\\Diploma.PDF', minimalPdf(), 'Diploma.pdf'],
      ['../../etc/passwd', minimalPdf(), 'passwd.pdf'],
      ['sertifika.pdf', await minimalPng(), 'sertifika.png'],
      ['scan.jpg', await minimalJpeg(), 'scan.jpg'],
      ['scan.v2', await minimalJpeg(), 'scan.v2.jpg'],
      ['', minimalPdf(), 'proof.pdf'],
      ['.pdf', minimalPdf(), 'proof.pdf'],
      ['belge\u0000\u001b[31m.pdf', minimalPdf(), 'belge[31m.pdf'],
      [`${'ç'.repeat(300)}.pdf`, minimalPdf(), `${'ç'.repeat(120)}.pdf`],
    ] as const;
    for (const [given, bytes, kept] of cases) {
      const { ayse } = await cast();
      expect((await upload(ayse, bytes, given)).fileName).toBe(kept);
    }
  });

  it('allows one pending proof at a time: another upload answers 4013 until it is deleted', async () => {
    const { ayse } = await cast();
    const first = await upload(ayse, minimalPdf());
    expect(await outcome(upload(ayse, await minimalPng(), 'better.png'))).toBe('fileAwaitingApproval');
    await execute(deleteAccountFile, ayse, { accountFileId: first.id });
    expect((await upload(ayse, await minimalPng(), 'better.png')).state).toBe('pending');
  });

  it('lets two uploads at once store only one', async () => {
    const { ayse } = await cast();
    const outcomes = await Promise.all([
      outcome(upload(ayse, minimalPdf())),
      outcome(upload(ayse, minimalPdf())),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'fileAwaitingApproval']);
    expect(await execute(listOwnAccountFiles, ayse, {})).toHaveLength(1);
  });

  it('takes a new proof after a rejection, keeping the rejected one with its reason', async () => {
    const { admin, ayse, world } = await cast();
    const first = await upload(ayse, minimalPdf());
    await review(admin, first.id, 'rejected', 'The scan is unreadable.');
    // A later upload: the list is newest first, and two uploads in the same instant would tie.
    world.clock.advanceSeconds(60);
    const second = await upload(ayse, await minimalPng(), 'clearer.png');
    const files = await execute(listOwnAccountFiles, ayse, {});
    expect(files.map(({ id, state, rejectionReason }) => ({ id, state, rejectionReason }))).toEqual([
      { id: second.id, state: 'pending', rejectionReason: null },
      { id: first.id, state: 'rejected', rejectionReason: 'The scan is unreadable.' },
    ]);
  });

  it('refuses a new proof once one is approved (4047): approval is final', async () => {
    const { admin, ayse } = await cast();
    const first = await upload(ayse, minimalPdf());
    await review(admin, first.id, 'approved');
    expect(await failure(upload(ayse, minimalPdf()))).toMatchObject({
      code: 4047,
      data: { state: 'approved' },
    });
  });

  it('is for members only: guests, salesmen and administrators have no own proofs; visitors must sign in', async () => {
    const { world, guest, salesman, admin } = await cast();
    for (const ctx of [guest, salesman, admin])
      expect(await outcome(upload(ctx, minimalPdf()))).toBe('forbidden');
    expect(await outcome(upload(world.anonymous, minimalPdf()))).toBe('unauthorized');
    expect(await outcome(execute(listOwnAccountFiles, guest, {}))).toBe('forbidden');
  });

  it('answers 4034 for a request without a file, or with text where the file should be', async () => {
    const { ayse } = await cast();
    for (const input of [{}, { file: 'diploma.pdf' }, { file: { name: 'x.pdf', bytes: 'JVBERi0=' } }]) {
      expect(await failure(execute(uploadAccountFile, ayse, input))).toMatchObject({
        code: 4034,
        data: { fields: { file: { key: 'required' } } },
      });
    }
  });
});

describe('an administrator uploading for a member', () => {
  it('stores a pending proof marked as uploaded by an administrator, and writes the audit log', async () => {
    const { world, admin, ayse, ayseAccount } = await cast();
    const stored = await execute(uploadAccountFileForMember, admin, {
      accountId: ayseAccount.id,
      file: { name: 'mailed-in.jpg', bytes: await minimalJpeg() },
    });
    expect(stored).toMatchObject({
      accountId: ayseAccount.id,
      state: 'pending',
      uploadedByAdministrator: true,
    });
    expect(await execute(listOwnAccountFiles, ayse, {})).toEqual([stored]);
    expect(await auditEntries(world)).toEqual([
      expect.objectContaining({
        actorLabel: 'admin@example.com',
        action: 'accountFiles.uploadForMember',
        entityType: 'accountFile',
        entityId: stored.id,
        before: null,
        after: expect.objectContaining({
          accountId: ayseAccount.id,
          state: 'pending',
          fileName: 'mailed-in.jpg',
        }),
      }),
    ]);
    expect(JSON.stringify(await auditEntries(world))).not.toContain('"content"');
  });

  it('follows the member rules (one pending proof; content checked) and refuses non-members with 4003', async () => {
    const { world, admin, ayse, ayseAccount } = await cast();
    const forAyse = (bytes: Uint8Array, accountId = ayseAccount.id) =>
      execute(uploadAccountFileForMember, admin, { accountId, file: { name: 'x.pdf', bytes } });
    expect(await outcome(forAyse(windowsProgram()))).toBe('fileTypeNotAllowed');
    await upload(ayse, minimalPdf());
    expect(await outcome(forAyse(minimalPdf()))).toBe('fileAwaitingApproval');
    expect(await outcome(forAyse(minimalPdf(), '00000000-0000-4000-8000-000000000000'))).toBe('userNotFound');
    const adminAccount = await world.ports.repositories.accounts.findByEmail('admin@example.com');
    expect(await outcome(forAyse(minimalPdf(), adminAccount?.id))).toBe('userNotFound');
    expect(await auditEntries(world)).toEqual([]);
  });

  it('is for reviewers only', async () => {
    const { ayse, bora, boraAccount, salesman } = await cast();
    for (const ctx of [ayse, salesman]) {
      const attempt = execute(uploadAccountFileForMember, ctx, {
        accountId: boraAccount.id,
        file: { name: 'x.pdf', bytes: minimalPdf() },
      });
      expect(await outcome(attempt)).toBe('forbidden');
    }
    expect(await execute(listOwnAccountFiles, bora, {})).toEqual([]);
  });
});

describe('seeing and downloading proofs', () => {
  it('gives a member their own file and answers 404 for anybody else’s, as for an unknown id', async () => {
    const { ayse, bora } = await cast();
    const pdf = minimalPdf();
    const stored = await upload(ayse, pdf, 'diploma.pdf');
    expect(await execute(downloadAccountFile, ayse, { accountFileId: stored.id })).toEqual({
      fileName: 'diploma.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
    expect(await outcome(execute(downloadAccountFile, bora, { accountFileId: stored.id }))).toBe(
      'recordNotFound',
    );
    expect(
      await outcome(
        execute(downloadAccountFile, bora, { accountFileId: '00000000-0000-4000-8000-000000000000' }),
      ),
    ).toBe('recordNotFound');
  });

  it('lets administrators download any proof; guests and salesmen none (4033)', async () => {
    const { admin, ayse, guest, salesman } = await cast();
    const stored = await upload(ayse, await minimalPng(), 'p.png');
    expect((await execute(downloadAccountFile, admin, { accountFileId: stored.id })).contentType).toBe(
      'image/png',
    );
    for (const ctx of [guest, salesman]) {
      expect(await outcome(execute(downloadAccountFile, ctx, { accountFileId: stored.id }))).toBe(
        'forbidden',
      );
    }
  });

  it('lists one account’s proofs for administrators and the member; 404 for another member', async () => {
    const { admin, ayse, ayseAccount, bora, guest } = await cast();
    const stored = await upload(ayse, minimalPdf());
    expect(await execute(listAccountFiles, admin, { accountId: ayseAccount.id })).toEqual([stored]);
    expect(await execute(listAccountFiles, ayse, { accountId: ayseAccount.id })).toEqual([stored]);
    expect(await outcome(execute(listAccountFiles, bora, { accountId: ayseAccount.id }))).toBe(
      'recordNotFound',
    );
    expect(await outcome(execute(listAccountFiles, guest, { accountId: ayseAccount.id }))).toBe('forbidden');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await outcome(execute(listAccountFiles, admin, { accountId: unknown }))).toBe('recordNotFound');
  });
});

describe('reviewing a proof', () => {
  it('approves: the state, the mail in the member’s language and the audit entry, together', async () => {
    const { world, admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    world.clock.advanceSeconds(3600);
    const approved = await review(admin, stored.id, 'approved', 'ignored when approving');
    expect(approved).toMatchObject({
      state: 'approved',
      rejectionReason: null,
      reviewedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(await queuedMail(world)).toEqual([
      expect.objectContaining({
        template: 'proofApproved',
        recipient: 'ayse@example.com',
        // Ayşe reads mail in English; the administrator's language plays no part.
        language: 'en',
        data: { name: 'Test Kişi' },
      }),
    ]);
    expect(await auditEntries(world)).toEqual([
      expect.objectContaining({
        action: 'accountFiles.changeStatus',
        entityId: stored.id,
        before: expect.objectContaining({ state: 'pending', reviewedAt: null }),
        after: expect.objectContaining({ state: 'approved', reviewedAt: '2026-03-02T10:00:00.000Z' }),
      }),
    ]);
  });

  it('rejects with a trimmed reason the member reads in the list and in the mail', async () => {
    const { world, admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    const rejected = await review(admin, stored.id, 'rejected', '  Belgenin tarihi okunmuyor.  ');
    expect(rejected).toMatchObject({ state: 'rejected', rejectionReason: 'Belgenin tarihi okunmuyor.' });
    expect((await execute(listOwnAccountFiles, ayse, {}))[0]?.rejectionReason).toBe(
      'Belgenin tarihi okunmuyor.',
    );
    expect(await queuedMail(world)).toEqual([
      expect.objectContaining({
        template: 'proofRejected',
        recipient: 'ayse@example.com',
        data: { name: 'Test Kişi', reason: 'Belgenin tarihi okunmuyor.' },
      }),
    ]);
    expect((await auditEntries(world))[0]?.after).toMatchObject({ state: 'rejected' });
  });

  it.each([
    ['no reason', undefined, 'required'],
    ['an empty reason', '', 'required'],
    ['a reason of only spaces', '   \n\t ', 'required'],
    ['a reason of 501 characters', 'x'.repeat(501), 'tooLong'],
  ])(
    'refuses a rejection with %s (4034 on the field reason), and changes nothing',
    async (_, reason, key) => {
      const { world, admin, ayse } = await cast();
      const stored = await upload(ayse, minimalPdf());
      expect(await failure(review(admin, stored.id, 'rejected', reason))).toMatchObject({
        code: 4034,
        data: { fields: { reason: { key } } },
      });
      expect((await execute(listOwnAccountFiles, ayse, {}))[0]?.state).toBe('pending');
      expect(await queuedMail(world)).toEqual([]);
    },
  );

  it('takes a reason of exactly 500 characters', async () => {
    const { admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    expect((await review(admin, stored.id, 'rejected', 'ş'.repeat(500))).rejectionReason).toHaveLength(500);
  });

  it('refuses an unknown decision or id (4034), and a proof that does not exist (4002)', async () => {
    const { admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    expect(await failure(review(admin, stored.id, 'pending'))).toMatchObject({
      data: { fields: { fileApproveState: { key: 'invalidChoice' } } },
    });
    expect(await failure(review(admin, 'not-an-id', 'approved'))).toMatchObject({
      data: { fields: { accountFileId: { key: 'invalidValue' } } },
    });
    expect(await outcome(review(admin, '00000000-0000-4000-8000-000000000000', 'approved'))).toBe(
      'recordNotFound',
    );
  });

  it('reviews only pending proofs: a second decision answers 4047', async () => {
    const { world, admin, ayse, bora } = await cast();
    const approved = await upload(ayse, minimalPdf());
    await review(admin, approved.id, 'approved');
    expect(await outcome(review(admin, approved.id, 'rejected', 'Changed my mind'))).toBe(
      'proofAlreadyReviewed',
    );
    const rejected = await upload(bora, minimalPdf());
    await review(admin, rejected.id, 'rejected', 'Unreadable');
    expect(await outcome(review(admin, rejected.id, 'approved'))).toBe('proofAlreadyReviewed');
    expect(await queuedMail(world)).toHaveLength(2);
  });

  it('lets only one of two simultaneous reviews through', async () => {
    const { world, admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    const outcomes = await Promise.all([
      outcome(review(admin, stored.id, 'approved')),
      outcome(review(admin, stored.id, 'rejected', 'Unreadable')),
    ]);
    expect(outcomes).toEqual(['done', 'proofAlreadyReviewed']);
    expect(await queuedMail(world)).toHaveLength(1);
  });

  it('keeps nothing when the audit entry cannot be written: no review, no mail', async () => {
    const { world, admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    const failingAudit: UnitOfWork = {
      run: (work) =>
        admin.unitOfWork.run((tx) =>
          work({
            repositories: {
              ...tx.repositories,
              auditLog: {
                ...tx.repositories.auditLog,
                append: async () => {
                  throw new Error('audit log unavailable');
                },
              },
            },
          }),
        ),
    };
    await expect(review({ ...admin, unitOfWork: failingAudit }, stored.id, 'approved')).rejects.toThrow(
      'audit log unavailable',
    );
    expect((await execute(listOwnAccountFiles, ayse, {}))[0]?.state).toBe('pending');
    expect(await queuedMail(world)).toEqual([]);
  });

  it('is for reviewers only', async () => {
    const { ayse, salesman, guest } = await cast();
    const stored = await upload(ayse, minimalPdf());
    for (const ctx of [ayse, salesman, guest]) {
      expect(await outcome(review(ctx, stored.id, 'approved'))).toBe('forbidden');
    }
  });
});

describe('deleting a proof', () => {
  const remove = (ctx: UseCaseContext, accountFileId: string) =>
    execute(deleteAccountFile, ctx, { accountFileId });

  it('lets a member delete their pending or rejected proof, unaudited; not an approved one (4033)', async () => {
    const { world, admin, ayse } = await cast();
    const pending = await upload(ayse, minimalPdf());
    await remove(ayse, pending.id);
    const rejected = await upload(ayse, minimalPdf());
    await review(admin, rejected.id, 'rejected', 'Unreadable');
    await remove(ayse, rejected.id);
    const approved = await upload(ayse, minimalPdf());
    await review(admin, approved.id, 'approved');
    expect(await outcome(remove(ayse, approved.id))).toBe('forbidden');
    expect((await execute(listOwnAccountFiles, ayse, {})).map((file) => file.state)).toEqual(['approved']);
    expect((await auditEntries(world)).map((entry) => entry.action)).toEqual([
      'accountFiles.changeStatus',
      'accountFiles.changeStatus',
    ]);
  });

  it('answers 404 to a member deleting another member’s proof, and leaves it', async () => {
    const { ayse, bora } = await cast();
    const stored = await upload(ayse, minimalPdf());
    expect(await outcome(remove(bora, stored.id))).toBe('recordNotFound');
    expect(await execute(listOwnAccountFiles, ayse, {})).toHaveLength(1);
  });

  it('lets an administrator delete any proof, even an approved one, into the audit log', async () => {
    const { world, admin, ayse } = await cast();
    const stored = await upload(ayse, minimalPdf());
    await review(admin, stored.id, 'approved');
    await remove(admin, stored.id);
    expect(await execute(listOwnAccountFiles, ayse, {})).toEqual([]);
    expect((await auditEntries(world))[0]).toMatchObject({
      action: 'accountFiles.delete',
      entityId: stored.id,
      before: expect.objectContaining({ state: 'approved' }),
      after: null,
    });
    // With the approved one gone, the member may upload again.
    expect((await upload(ayse, minimalPdf())).state).toBe('pending');
  });

  it('answers 404 for an unknown proof, 4033 for guests and salesmen', async () => {
    const { admin, ayse, guest, salesman } = await cast();
    expect(await outcome(remove(admin, '00000000-0000-4000-8000-000000000000'))).toBe('recordNotFound');
    const stored = await upload(ayse, minimalPdf());
    for (const ctx of [guest, salesman]) expect(await outcome(remove(ctx, stored.id))).toBe('forbidden');
  });
});

describe('the review list', () => {
  /** Republic Day (29 October 2026) is a Thursday: the week of the 26th has four working days. */
  const monday = new Date('2026-10-26T07:00:00Z'); // 10:00 in Istanbul

  async function listed(ctx: UseCaseContext, query: Record<string, unknown> = {}) {
    return execute(listAccountFilesForReview, ctx, query);
  }

  it('marks a pending proof overdue only after three working days, holidays not counted', async () => {
    const { world, admin, ayse } = await cast(monday);
    const stored = await upload(ayse, minimalPdf());
    const itemOf = async () => (await listed(admin)).items.find((item) => item.id === stored.id);
    // Monday 10:00 + 3 working days, skipping Thursday's holiday, is Friday 10:00.
    world.clock.set(new Date('2026-10-30T06:59:00Z'));
    expect(await itemOf()).toMatchObject({ reviewDueAt: '2026-10-30T07:00:00.000Z', overdue: false });
    world.clock.set(new Date('2026-10-30T07:01:00Z'));
    expect(await itemOf()).toMatchObject({ overdue: true });
    await review(admin, stored.id, 'approved');
    expect(await itemOf()).toMatchObject({ state: 'approved', overdue: false });
  });

  it('puts pending proofs first, oldest first; filters by state; searches names and e-mails; pages', async () => {
    const { world, admin, ayse, bora, boraAccount } = await cast();
    const carol = await world.createAccount({
      email: 'carol@example.org',
      name: 'Carol',
      surname: 'Öztürk',
      ...identity('User'),
    });
    const carolCtx = await world.signedIn(await world.signIn('carol@example.org'));
    const ayseFile = await upload(ayse, minimalPdf());
    await review(admin, ayseFile.id, 'rejected', 'Unreadable');
    world.clock.advanceSeconds(60);
    const boraFile = await execute(uploadAccountFileForMember, admin, {
      accountId: boraAccount.id,
      file: { name: 'b.pdf', bytes: minimalPdf() },
    });
    world.clock.advanceSeconds(60);
    const carolFile = await upload(carolCtx, minimalPdf());
    expect(await listed(bora).catch((error: DomainError) => error.key)).toBe('forbidden');

    const all = await listed(admin);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((item) => item.id)).toEqual([boraFile.id, carolFile.id, ayseFile.id]);
    expect(all.items[1]).toMatchObject({
      accountId: carol.id,
      memberName: 'Carol Öztürk',
      memberEmail: 'carol@example.org',
      state: 'pending',
    });
    expect((await listed(admin, { sort: '-createdAt' })).items.map((item) => item.id)).toEqual([
      carolFile.id,
      boraFile.id,
      ayseFile.id,
    ]);
    expect((await listed(admin, { state: 'rejected' })).items.map((item) => item.id)).toEqual([ayseFile.id]);
    expect((await listed(admin, { search: 'CAROL@EXAMPLE' })).items.map((item) => item.id)).toEqual([
      carolFile.id,
    ]);
    expect((await listed(admin, { search: 'carol öz' })).total).toBe(1);
    expect((await listed(admin, { search: '%' })).total).toBe(0);
    const secondPage = await listed(admin, { page: 2, pageSize: 2 });
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.items.map((item) => item.id)).toEqual([ayseFile.id]);
  });

  it('refuses an unknown state or sort key (4034)', async () => {
    const { admin } = await cast();
    expect(await failure(listed(admin, { state: 'deleted' }))).toMatchObject({ code: 4034 });
    expect(await failure(listed(admin, { sort: 'content' }))).toMatchObject({ code: 4034 });
  });
});
