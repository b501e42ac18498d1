import {
  htmlPage,
  minimalGif,
  minimalJpeg,
  minimalPdf,
  minimalPng,
  pdfOfSize,
  plainText,
  windowsProgram,
  zipArchive,
} from '@coach/adapters/testing/proof-files';
import { maxProofBytes } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Proofs of education over HTTP, with real files: a PDF, a PNG and a JPEG made on the spot, and
// files that only pretend (a program, an archive, text and a page named `.pdf`).

describe.each(routeTestKinds())('proofs of education on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let guest: string;
  let salesman: string;
  let passports = 0;

  /** A new signed-in member (one pending proof each, so tests do not meet each other's files). */
  async function newMember(name = 'Ayşe', language: 'tr' | 'en' = 'tr') {
    passports += 1;
    const email = `member${passports}-${kind}@example.com`;
    const { id } = await t.createAccount({
      email,
      name,
      surname: 'Demir',
      passportNumber: `P${String(passports).padStart(8, '0')}`,
    });
    await t.updateAccount(id, { language });
    return { id, email, token: await t.signIn(email) };
  }

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: `admin-${kind}@example.com`, accountRoleType: 'Administrator' });
    await t.createAccount({ email: `guest-${kind}@example.com`, accountRoleType: 'Guest' });
    await t.createAccount({ email: `sales-${kind}@example.com`, accountRoleType: 'Salesman' });
    admin = await t.signIn(`admin-${kind}@example.com`);
    guest = await t.signIn(`guest-${kind}@example.com`);
    salesman = await t.signIn(`sales-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const headers = (token?: string, language = 'en') => ({
    'Accept-Language': language,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const get = (path: string, token?: string, language = 'en') =>
    t.app.request(`/api${path}`, { headers: headers(token, language) });
  const json = (method: 'POST' | 'DELETE', path: string, body: unknown, token?: string, language = 'en') =>
    t.app.request(`/api${path}`, {
      method,
      headers: { ...headers(token, language), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  function upload(
    token: string | undefined,
    bytes: Uint8Array,
    name = 'diploma.pdf',
    options: { path?: string; accountId?: string; language?: string } = {},
  ) {
    const form = new FormData();
    if (options.accountId) form.append('accountId', options.accountId);
    // The browser's type is deliberately wrong: only the content counts.
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
    return t.app.request(`/api${options.path ?? '/accountfiles'}`, {
      method: 'POST',
      headers: headers(token, options.language),
      body: form,
    });
  }
  const review = (token: string, accountFileId: string, fileApproveState: string, reason?: string) =>
    json('POST', '/accountfiles/changefilestatus', { accountFileId, fileApproveState, reason }, token);

  describe('uploading', () => {
    it.each([
      ['a PDF', () => minimalPdf(), 'diploma.pdf', 'application/pdf'],
      ['a PNG', minimalPng, 'diploma.png', 'image/png'],
      ['a JPEG', minimalJpeg, 'diploma.jpg', 'image/jpeg'],
    ])('stores %s as pending (201 / 2001), typed by its content', async (_, make, name, contentType) => {
      const member = await newMember();
      const bytes = await make();
      const response = await upload(member.token, bytes, name);
      expect(response.status).toBe(201);
      const body = await readJson(response);
      expect(body).toMatchObject({
        code: 2001,
        message: 'Record added.',
        data: {
          accountId: member.id,
          fileName: name,
          contentType,
          // A PDF is kept as sent; a picture is encoded anew without its metadata (ADR 0033).
          sizeBytes: contentType === 'application/pdf' ? bytes.byteLength : expect.any(Number),
          state: 'pending',
        },
      });
      const listed = await readJson(await get('/accountfiles', member.token));
      expect(listed.data).toEqual([body.data]);
      const download = await get(`/accountfiles/download/${body.data.id}`, member.token);
      expect(download.headers.get('content-type')).toBe(contentType);
      const downloaded = new Uint8Array(await download.arrayBuffer());
      expect(downloaded.byteLength).toBe(body.data.sizeBytes);
      if (contentType === 'application/pdf') expect(downloaded).toEqual(bytes);
      // The same kind of file: its first bytes (the signature) are those of the upload.
      else expect(downloaded.slice(0, 4)).toEqual(bytes.slice(0, 4));
    });

    it.each([
      ['a Windows program', windowsProgram],
      ['a ZIP archive', zipArchive],
      ['plain text', plainText],
      ['an HTML page with a script', htmlPage],
      ['a GIF picture', minimalGif],
    ])('refuses %s renamed diploma.pdf with 415 / 4043, in Turkish and English', async (_, make) => {
      const member = await newMember();
      const bytes = await make();
      const english = await upload(member.token, bytes, 'diploma.pdf');
      expect(english.status).toBe(415);
      expect(await readJson(english)).toEqual({
        code: 4043,
        message: 'This file type is not accepted. Accepted types: PDF, PNG, JPEG.',
        data: { allowed: 'PDF, PNG, JPEG' },
      });
      const turkish = await upload(member.token, bytes, 'diploma.pdf', { language: 'tr' });
      expect((await readJson(turkish)).message).toBe(
        'Bu dosya türü kabul edilmiyor. Kabul edilen türler: PDF, PNG, JPEG.',
      );
      expect((await readJson(await get('/accountfiles', member.token))).data).toEqual([]);
    });

    it('refuses an empty file with 400 / 4012', async () => {
      const member = await newMember();
      const response = await upload(member.token, new Uint8Array(0));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        code: 4012,
        message: 'The file cannot be empty.',
        data: null,
      });
    });

    it('refuses 2 MB + 1 byte with 413 / 4038 and takes exactly 2 MB', async () => {
      const member = await newMember();
      const tooBig = await upload(member.token, pdfOfSize(maxProofBytes + 1));
      expect(tooBig.status).toBe(413);
      expect((await readJson(tooBig)).code).toBe(4038);
      expect((await upload(member.token, pdfOfSize(maxProofBytes))).status).toBe(201);
    });

    it('keeps one pending proof: a second upload is 409 / 4013', async () => {
      const member = await newMember();
      expect((await upload(member.token, minimalPdf())).status).toBe(201);
      const again = await upload(member.token, await minimalPng(), 'better.png');
      expect(again.status).toBe(409);
      expect((await readJson(again)).code).toBe(4013);
    });

    it('refuses guests, salesmen and administrators (403) and visitors (401)', async () => {
      for (const token of [guest, salesman, admin]) {
        const response = await upload(token, minimalPdf());
        expect(response.status).toBe(403);
        expect((await readJson(response)).code).toBe(4033);
      }
      const anonymous = await upload(undefined, minimalPdf());
      expect(anonymous.status).toBe(401);
      expect((await readJson(anonymous)).code).toBe(4001);
      expect((await get('/accountfiles', guest)).status).toBe(403);
      expect((await get('/accountfiles')).status).toBe(401);
    });
  });

  describe('reaching another member’s proof', () => {
    it('answers 404, exactly as for an id that does not exist: download, list and delete', async () => {
      const owner = await newMember();
      const other = await newMember('Bora');
      const { data: file } = await readJson(await upload(owner.token, minimalPdf()));
      const unknownId = '00000000-0000-4000-8000-000000000000';
      for (const [mine, unknown] of [
        [
          get(`/accountfiles/download/${file.id}`, other.token),
          get(`/accountfiles/download/${unknownId}`, other.token),
        ],
        [get(`/accountfiles/${owner.id}`, other.token), get(`/accountfiles/${unknownId}`, other.token)],
        [
          json('DELETE', '/accountfiles', { accountFileId: file.id }, other.token),
          json('DELETE', '/accountfiles', { accountFileId: unknownId }, other.token),
        ],
      ] as const) {
        const [answer, unknownAnswer] = await Promise.all([mine, unknown]);
        expect(answer.status).toBe(404);
        expect(await readJson(answer)).toEqual(await readJson(unknownAnswer));
      }
      expect((await readJson(await get('/accountfiles', owner.token))).data).toHaveLength(1);
    });

    it('refuses guests (403) and visitors (401) on every proof call', async () => {
      const owner = await newMember();
      const { data: file } = await readJson(await upload(owner.token, minimalPdf()));
      for (const token of [guest, undefined]) {
        const status = token ? 403 : 401;
        expect((await get(`/accountfiles/download/${file.id}`, token)).status).toBe(status);
        expect((await get(`/accountfiles/${owner.id}`, token)).status).toBe(status);
        expect((await json('DELETE', '/accountfiles', { accountFileId: file.id }, token)).status).toBe(
          status,
        );
        expect((await review(token as string, file.id, 'approved')).status).toBe(status);
        expect((await get('/accountfiles/review', token)).status).toBe(status);
      }
    });

    it('answers a malformed id with 400, not 500', async () => {
      const member = await newMember();
      for (const response of [
        await get('/accountfiles/download/not-a-uuid', member.token),
        await get("/accountfiles/1' or '1'='1", member.token),
        await json('DELETE', '/accountfiles', { accountFileId: 42 }, member.token),
        await json('DELETE', '/accountfiles', {}, member.token),
      ]) {
        expect(response.status).toBe(400);
        expect((await readJson(response)).code).toBe(4034);
      }
    });
  });

  describe('the review by an administrator', () => {
    it('rejects with a reason mailed in the member’s language; the member uploads again; approval follows', async () => {
      const member = await newMember('John', 'en');
      const { data: first } = await readJson(await upload(member.token, minimalPdf()));

      const listed = await readJson(await get('/accountfiles/review?state=pending&search=john', admin));
      expect(listed.data.items.map((item: { id: string }) => item.id)).toContain(first.id);
      expect(listed.data.items.find((item: { id: string }) => item.id === first.id)).toMatchObject({
        memberName: 'John Demir',
        memberEmail: member.email,
        overdue: false,
      });

      const missing = await review(admin, first.id, 'rejected');
      expect(missing.status).toBe(400);
      expect(await readJson(missing)).toMatchObject({
        code: 4034,
        data: { fields: { reason: 'This field is required.' } },
      });

      const rejected = await review(
        admin,
        first.id,
        'rejected',
        'The date on the certificate cannot be read.',
      );
      expect(rejected.status).toBe(200);
      expect(await readJson(rejected)).toMatchObject({ code: 2002, data: { state: 'rejected' } });
      expect((await readJson(await get('/accountfiles', member.token))).data[0]).toMatchObject({
        state: 'rejected',
        rejectionReason: 'The date on the certificate cannot be read.',
      });

      const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 1 });
      const mail = items[0];
      expect(mail).toMatchObject({ template: 'proofRejected', recipient: member.email, language: 'en' });
      const rendered = await t.composition.ports.mailRenderer.render(mail as never, 'en');
      expect(rendered.subject).toBe('Your proof of education was not accepted');
      expect(rendered.text).toContain('The date on the certificate cannot be read.');
      expect(rendered.text).toContain('/en/user/file-operations');

      expect((await review(admin, first.id, 'approved')).status).toBe(409);

      t.clock.advanceSeconds(60);
      const { data: second } = await readJson(await upload(member.token, await minimalJpeg(), 'clearer.jpg'));
      expect((await review(admin, second.id, 'approved')).status).toBe(200);
      const states = (await readJson(await get('/accountfiles', member.token))).data.map(
        (file: { state: string }) => file.state,
      );
      expect(states).toEqual(['approved', 'rejected']);
      const afterApproval = await upload(member.token, minimalPdf());
      expect(afterApproval.status).toBe(409);
      expect((await readJson(afterApproval)).code).toBe(4047);

      const audit = await t.composition.ports.repositories.auditLog.search({
        search: '',
        entityId: second.id,
        offset: 0,
        limit: 5,
      });
      expect(audit.items.map((entry) => entry.action)).toEqual(['accountFiles.changeStatus']);
    });

    it('uploads for a member (multipart with accountId), and deletes any proof', async () => {
      const member = await newMember();
      const path = '/accountfiles/userfileuploadwithaccountid';
      const uploaded = await upload(admin, await minimalPng(), 'posted.png', { path, accountId: member.id });
      expect(uploaded.status).toBe(201);
      const { data: file } = await readJson(uploaded);
      expect(file).toMatchObject({ accountId: member.id, uploadedByAdministrator: true });
      expect((await readJson(await get(`/accountfiles/${member.id}`, admin))).data).toEqual([file]);

      const unknown = await upload(admin, minimalPdf(), 'x.pdf', {
        path,
        accountId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      expect((await readJson(unknown)).code).toBe(4003);
      const badId = await upload(admin, minimalPdf(), 'x.pdf', { path, accountId: 'member-1' });
      expect(badId.status).toBe(400);
      expect((await readJson(badId)).data.fields).toHaveProperty('accountId');
      expect((await upload(member.token, minimalPdf(), 'x.pdf', { path, accountId: member.id })).status).toBe(
        403,
      );

      const deleted = await json('DELETE', '/accountfiles', { accountFileId: file.id }, admin);
      expect(deleted.status).toBe(200);
      expect((await readJson(deleted)).code).toBe(2003);
      expect((await readJson(await get('/accountfiles', member.token))).data).toEqual([]);
    });

    it('lets a member delete a pending proof but not an approved one', async () => {
      const member = await newMember();
      const { data: pending } = await readJson(await upload(member.token, minimalPdf()));
      expect(
        (await json('DELETE', '/accountfiles', { accountFileId: pending.id }, member.token)).status,
      ).toBe(200);
      const { data: approved } = await readJson(await upload(member.token, minimalPdf()));
      await review(admin, approved.id, 'approved');
      const refused = await json('DELETE', '/accountfiles', { accountFileId: approved.id }, member.token);
      expect(refused.status).toBe(403);
    });

    it('keeps /accountfiles/review apart from /accountfiles/{accountId}, and checks its query', async () => {
      const response = await get('/accountfiles/review?page=1&pageSize=5&sort=-createdAt', admin);
      expect(response.status).toBe(200);
      expect((await readJson(response)).data).toMatchObject({
        page: 1,
        pageSize: 5,
        total: expect.any(Number),
      });
      for (const query of ['state=deleted', 'sort=content', 'pageSize=1000', 'page=0']) {
        expect((await get(`/accountfiles/review?${query}`, admin)).status).toBe(400);
      }
      expect((await get('/accountfiles/review', salesman)).status).toBe(403);
    });
  });
});
