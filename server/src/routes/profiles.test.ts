import { jpegPicture, pngClaiming, pngPicture, truncatedJpeg } from '@coach/adapters/testing/pictures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Profiles over HTTP: the own profile, another member's public one, the users list, the photo
// (with real pictures made by sharp, and files that only pretend) and the theme.

describe.each(routeTestKinds())('profiles on %s', (kind) => {
  let t: TestApp;
  let ayse: { id: string; token: string };
  let mehmet: { id: string; token: string };
  let guest: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const member = async (email: string, name: string, surname: string, languages: ('tr' | 'en')[]) => {
      const { id } = await t.createAccount({ email, name, surname, languages });
      return { id, token: await t.signIn(email) };
    };
    ayse = await member(`ayse-${kind}@example.com`, 'Ayşe', 'Yılmaz', ['tr']);
    mehmet = await member(`mehmet-${kind}@example.com`, 'Mehmet', 'Öztürk', ['tr', 'en']);
    await t.updateAccount(mehmet.id, {
      phone: '+905321234567',
      address: 'Gizli Sk. 7',
      identityNumber: '10000000146',
      bio: 'Kariyer koçluğu',
      countryCode: 'TR',
      stateCode: 'TR-06',
      city: 'Çankaya',
    });
    await t.createAccount({ email: `guest-${kind}@example.com`, accountRoleType: 'Guest' });
    await t.createAccount({ email: `admin-${kind}@example.com`, accountRoleType: 'Administrator' });
    guest = await t.signIn(`guest-${kind}@example.com`);
    admin = await t.signIn(`admin-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const headers = (token?: string, language = 'en') => ({
    'Accept-Language': language,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const get = (path: string, token?: string, language = 'en') =>
    t.app.request(`/api${path}`, { headers: headers(token, language) });
  const send = (method: 'POST' | 'PUT', path: string, body: unknown, token?: string, language = 'en') =>
    t.app.request(`/api${path}`, {
      method,
      headers: { ...headers(token, language), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const upload = (token: string | undefined, bytes: Uint8Array, name = 'photo.png') => {
    const form = new FormData();
    // The browser's type is deliberately wrong: only the content counts.
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
    return t.app.request('/api/accounts/changeavatar', {
      method: 'POST',
      headers: headers(token),
      body: form,
    });
  };

  describe('the own profile', () => {
    const valid = {
      bio: 'ICF ACC adayı',
      address: 'Moda Cd. 1',
      phone: '+90 532 765 43 21',
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      languages: ['tr', 'en'],
      language: 'tr',
    };

    it('is read and saved at accounts/accountprofiledetail', async () => {
      const saved = await send('PUT', '/accounts/accountprofiledetail', valid, ayse.token);
      expect(saved.status).toBe(200);
      expect(await readJson(saved)).toMatchObject({
        code: 2002,
        data: {
          phone: '+905327654321',
          place: { stateName: 'İstanbul', city: 'Kadıköy' },
          languages: ['tr', 'en'],
        },
      });
      const read = await get('/accounts/accountprofiledetail', ayse.token);
      expect(read.status).toBe(200);
      expect((await readJson(read)).data).toMatchObject({
        accountId: ayse.id,
        email: `ayse-${kind}@example.com`,
        place: { countryCode: 'TR', countryNameEn: 'Türkiye', stateCode: 'TR-34', city: 'Kadıköy' },
      });
    });

    it("answers a place that is not in the data on its field, in the caller's language", async () => {
      const response = await send(
        'PUT',
        '/accounts/accountprofiledetail',
        { ...valid, city: 'Çankaya' },
        ayse.token,
        'tr',
      );
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        code: 4034,
        data: { fields: { city: 'Bu konum listede yok; lütfen listeden seçin.' } },
      });
      const email = await send(
        'PUT',
        '/accounts/accountprofiledetail',
        { ...valid, email: 'x@example.com' },
        ayse.token,
      );
      expect((await readJson(email)).data.fields).toEqual({ email: 'This field is not expected.' });
    });
  });

  describe("another member's profile and the users list", () => {
    const secrets = ['@example.com', '+905321234567', 'Gizli Sk', '10000000146', '"score"', 'subscription'];

    it("shows another member's public fields, and none of the private ones", async () => {
      const response = await get(`/accounts/accountprofiledetail/${mehmet.id}`, ayse.token);
      expect(response.status).toBe(200);
      const { data } = await readJson(response);
      expect(data).toMatchObject({
        accountId: mehmet.id,
        fullName: 'Mehmet Öztürk',
        bio: 'Kariyer koçluğu',
        place: { stateName: 'Ankara', city: 'Çankaya' },
        languages: ['tr', 'en'],
      });
      for (const secret of secrets) expect(JSON.stringify(data)).not.toContain(secret);
    });

    it('lists members with search and language, public fields only, and refuses guests (403)', async () => {
      const response = await get(
        '/accounts/accountsprofiledetail?search=%C3%B6zt%C3%BCrk&language=en',
        ayse.token,
      );
      expect(response.status).toBe(200);
      const { data } = await readJson(response);
      expect(data).toMatchObject({
        total: 1,
        page: 1,
        items: [{ accountId: mehmet.id, fullName: 'Mehmet Öztürk' }],
      });
      for (const secret of secrets) expect(JSON.stringify(data)).not.toContain(secret);

      const refused = await get('/accounts/accountsprofiledetail', guest);
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toMatchObject({ code: 4033 });
      expect((await get(`/accounts/accountprofiledetail/${mehmet.id}`, guest)).status).toBe(403);
      expect((await get('/accounts/accountsprofiledetail')).status).toBe(401);
    });

    it("lets an administrator read a member's public profile, but not the members' list", async () => {
      expect((await get(`/accounts/accountprofiledetail/${mehmet.id}`, admin)).status).toBe(200);
      expect((await get('/accounts/accountsprofiledetail', admin)).status).toBe(403);
      expect(
        (await get('/accounts/accountprofiledetail/00000000-0000-4000-8000-000000000000', admin)).status,
      ).toBe(404);
      expect((await get('/accounts/accountprofiledetail/not-an-id', admin)).status).toBe(400);
    });
  });

  describe('the profile photo', () => {
    it('takes a real PNG and a real JPEG, and serves a 256×256 WebP that may be kept for good', async () => {
      for (const picture of [await pngPicture(800, 600), await jpegPicture()]) {
        const response = await upload(ayse.token, picture);
        expect(response.status).toBe(200);
        const { code, data } = await readJson(response);
        expect(code).toBe(2002);
        expect(data.profilePhotoPath).toMatch(new RegExp(`^/api/accounts/avatar/${ayse.id}\\?v=\\d+$`));
        const photo = await t.app.request(data.profilePhotoPath);
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/webp');
        expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
        const metadata = await sharp(new Uint8Array(await photo.arrayBuffer())).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
        expect(metadata.exif).toBeUndefined();
      }
      const userinfo = await readJson(await get('/auth/userinfo', ayse.token));
      expect(userinfo.data.profilePhotoPath).toMatch(/^\/api\/accounts\/avatar\//);
    });

    it.each([
      ['a text file named .png', async () => new TextEncoder().encode('a picture, honestly'), 415, 4043],
      ['a truncated JPEG', truncatedJpeg, 400, 4048],
      ['a PNG whose header claims 20,000 × 20,000 pixels', () => pngClaiming(20_000, 20_000), 400, 4097],
      ['an empty file', async () => new Uint8Array(), 400, 4012],
    ])('answers %s with %i (%i), never a server error', async (_case, make, status, code) => {
      const response = await upload(mehmet.token, await make());
      expect(response.status).toBe(status);
      expect(await readJson(response)).toMatchObject({ code });
    });

    it('refuses a 3 MB upload with 413 (4038) while it streams', async () => {
      const large = new Uint8Array(3 * 1024 * 1024);
      large.set(await pngPicture());
      const response = await upload(mehmet.token, large);
      expect(response.status).toBe(413);
      expect(await readJson(response)).toMatchObject({ code: 4038 });
    });

    it('answers 404 for an account without a photo, and after the photo is removed', async () => {
      expect((await t.app.request(`/api/accounts/avatar/${mehmet.id}`)).status).toBe(404);
      await upload(mehmet.token, await pngPicture());
      expect((await t.app.request(`/api/accounts/avatar/${mehmet.id}`)).status).toBe(200);
      const removed = await send('POST', '/accounts/removeavatar', {}, mehmet.token);
      expect(await readJson(removed)).toMatchObject({ code: 2003, data: { profilePhotoPath: null } });
      expect((await t.app.request(`/api/accounts/avatar/${mehmet.id}`)).status).toBe(404);
      expect((await upload(undefined, await pngPicture())).status).toBe(401);
    });
  });

  describe('the theme', () => {
    it('is kept with the account and answered by userinfo after the next sign-in', async () => {
      const changed = await send(
        'POST',
        '/accounts/changetheme',
        { themePack: 'theme5', themeMode: 'dark' },
        ayse.token,
      );
      expect(await readJson(changed)).toMatchObject({
        code: 2002,
        data: { themePack: 'theme5', themeMode: 'dark' },
      });
      const again = await t.signIn(`ayse-${kind}@example.com`);
      expect((await readJson(await get('/auth/userinfo', again))).data).toMatchObject({
        themePack: 'theme5',
        themeMode: 'dark',
      });
      const wrong = await send(
        'POST',
        '/accounts/changetheme',
        { themePack: 'theme9', themeMode: 'dim' },
        ayse.token,
      );
      expect(wrong.status).toBe(400);
      expect(Object.keys((await readJson(wrong)).data.fields).sort()).toEqual(['themeMode', 'themePack']);
    });

    it('is open to staff too, and the mail language follows changelanguage', async () => {
      expect(
        (await send('POST', '/accounts/changetheme', { themePack: 'theme2', themeMode: 'light' }, admin))
          .status,
      ).toBe(200);
      expect((await send('POST', '/accounts/changelanguage', { language: 'en' }, admin)).status).toBe(200);
      expect(
        (await send('POST', '/accounts/changetheme', { themePack: 'theme2', themeMode: 'light' })).status,
      ).toBe(401);
    });
  });
});
