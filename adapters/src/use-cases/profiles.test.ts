import {
  type Account,
  changeAvatar,
  changeLanguage,
  changeTheme,
  execute,
  getAvatar,
  getCurrentUser,
  getOwnProfile,
  getPublicProfile,
  listMemberProfiles,
  maxAvatarUploadBytes,
  publicProfileSchema,
  removeAvatar,
  type UseCaseContext,
  updateOwnProfile,
} from '@coach/core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { jpegPicture, pdfBytes, pngPicture, truncatedJpeg } from '../testing/pictures.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
let ayse: Account;
let mehmet: Account;
const as = async (email: string, password?: string) => world.signedIn(await world.signIn(email, password));

/** A valid profile of a member in Kadıköy; tests change one part. */
const profileInput = (changes: Record<string, unknown> = {}) => ({
  bio: 'ICF ACC adayıyım; liderlik ve kariyer koçluğu.',
  address: 'Caferağa Mah. Moda Cd. 1',
  phone: '0532 123 45 67',
  countryCode: 'TR',
  stateCode: 'TR-34',
  city: 'Kadıköy',
  languages: ['tr', 'en'],
  language: 'tr',
  ...changes,
});

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = (await promise.catch((caught: unknown) => caught)) as {
    code?: number;
    data?: { fields?: object };
  };
  expect(error.code).toBe(4034);
  return error.data?.fields;
};

beforeEach(async () => {
  world = testContext();
  await world.ports.unitOfWork.run(async ({ repositories }) => {
    for (const [nameTr, nameEn, lower, upper] of [
      ['Bronz', 'Bronze', 0, 9],
      ['Gümüş', 'Silver', 10, 29],
      ['Altın', 'Gold', 30, 1000],
    ] as const) {
      await repositories.badges.insertIfNameIsNew({
        nameTr,
        nameEn,
        lower,
        upper,
        descriptionTr: '',
        descriptionEn: '',
      });
    }
  });
  ayse = await world.createAccount({
    email: 'ayse@example.com',
    name: 'Ayşe',
    surname: 'Yılmaz',
    languages: ['tr'],
  });
  mehmet = await world.createAccount({
    email: 'mehmet@example.com',
    name: 'Mehmet',
    surname: 'Öztürk',
    languages: ['en'],
  });
  await world.createAccount({ email: 'guest@example.com', accountRoleType: 'Guest' });
  await world.createAccount({
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    password: 'Office!2345',
  });
  await world.createAccount({
    email: 'sales@example.com',
    accountRoleType: 'Salesman',
    password: 'Office!2345',
  });
});

describe('the own profile', () => {
  it('is saved with the phone in E.164, the city spelt as the data spells it, and the place named', async () => {
    const saved = await execute(
      updateOwnProfile,
      await as('ayse@example.com'),
      profileInput({ city: 'KADIKÖY', languages: ['en', 'tr', 'en'].slice(1) }),
    );
    expect(saved).toMatchObject({
      accountId: ayse.id,
      email: 'ayse@example.com',
      phone: '+905321234567',
      bio: 'ICF ACC adayıyım; liderlik ve kariyer koçluğu.',
      place: {
        countryCode: 'TR',
        countryNameTr: 'Türkiye',
        countryNameEn: 'Türkiye',
        stateCode: 'TR-34',
        stateName: 'İstanbul',
        city: 'Kadıköy',
      },
      languages: ['tr', 'en'],
      badge: { nameTr: 'Bronz' },
    });
    // A new request reads the account anew, and sees the same.
    expect(await execute(getOwnProfile, await as('ayse@example.com'), {})).toEqual(saved);
  });

  it('takes blanks as "none", and a place abroad, also where the data lists no cities', async () => {
    const member = await as('ayse@example.com');
    expect(
      await execute(
        updateOwnProfile,
        member,
        profileInput({
          bio: '  ',
          address: '',
          phone: '',
          countryCode: 'us',
          stateCode: 'us-ca',
          city: 'san francisco',
        }),
      ),
    ).toMatchObject({
      bio: null,
      address: null,
      phone: null,
      place: {
        countryCode: 'US',
        countryNameTr: 'Amerika Birleşik Devletleri',
        stateCode: 'US-CA',
        stateName: 'California',
        city: 'San Francisco',
      },
    });
    // Gibraltar has no states in the data: any city name is taken as typed.
    expect(
      await execute(
        updateOwnProfile,
        member,
        profileInput({ countryCode: 'GI', stateCode: null, city: 'Catalan Bay' }),
      ),
    ).toMatchObject({ place: { countryCode: 'GI', stateCode: null, city: 'Catalan Bay' } });
    expect(
      await execute(
        updateOwnProfile,
        member,
        profileInput({ countryCode: null, stateCode: null, city: null }),
      ),
    ).toMatchObject({ place: { countryCode: null, stateCode: null, city: null, countryNameTr: null } });
  });

  it.each([
    ['an unknown country', { countryCode: 'ZZ' }, { countryCode: { key: 'locationInvalid', params: {} } }],
    [
      'a state of another country',
      { stateCode: 'US-CA' },
      { stateCode: { key: 'locationInvalid', params: {} } },
    ],
    ['an unknown province', { stateCode: 'TR-82' }, { stateCode: { key: 'locationInvalid', params: {} } }],
    ['a district of another province', { city: 'Çankaya' }, { city: { key: 'locationInvalid', params: {} } }],
    ['a city without its province', { stateCode: '' }, { stateCode: { key: 'required', params: {} } }],
    [
      'a state without its country',
      { countryCode: '', city: '' },
      { stateCode: { key: 'locationInvalid', params: {} } },
    ],
    [
      'a malformed state code',
      { stateCode: 'İstanbul' },
      { stateCode: { key: 'locationInvalid', params: {} } },
    ],
    ['a phone number that cannot be', { phone: '+90 532' }, { phone: { key: 'phoneInvalid', params: {} } }],
    [
      'a bio over 1000 characters',
      { bio: 'a'.repeat(1001) },
      { bio: { key: 'tooLong', params: { maximum: 1000 } } },
    ],
    [
      'no coaching language (a member needs one)',
      { languages: [] },
      { languages: { key: 'languagesRequired', params: {} } },
    ],
    ['an unknown language', { languages: ['de'] }, { 'languages.0': { key: 'invalidChoice', params: {} } }],
    [
      'the e-mail address, which never changes',
      { email: 'new@example.com' },
      { email: { key: 'unknownField', params: {} } },
    ],
    [
      'the identity number, which never changes',
      { identityNumber: '10000000146' },
      { identityNumber: { key: 'unknownField', params: {} } },
    ],
  ])('refuses %s on its field, and changes nothing', async (_case, changes, fields) => {
    const member = await as('ayse@example.com');
    const before = await world.ports.repositories.accounts.findById(ayse.id);
    expect(await fieldsOf(execute(updateOwnProfile, member, profileInput(changes)))).toEqual(fields);
    expect(await world.ports.repositories.accounts.findById(ayse.id)).toEqual(before);
  });

  it('lets a guest keep no coaching language, and refuses staff, who have no member profile (4033)', async () => {
    expect(
      await execute(updateOwnProfile, await as('guest@example.com'), profileInput({ languages: [] })),
    ).toMatchObject({
      languages: [],
      accountRoleType: 'Guest',
    });
    for (const email of ['admin@example.com', 'sales@example.com']) {
      const staff = await as(email, 'Office!2345');
      await expect(execute(getOwnProfile, staff, {})).rejects.toMatchObject({ code: 4033 });
      await expect(execute(updateOwnProfile, staff, profileInput())).rejects.toMatchObject({ code: 4033 });
    }
    await expect(execute(getOwnProfile, world.anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});

describe("another member's public profile", () => {
  beforeEach(async () => {
    await execute(
      updateOwnProfile,
      await as('mehmet@example.com'),
      profileInput({ stateCode: 'TR-06', city: 'Çankaya' }),
    );
  });

  it('shows a member the public fields only: no e-mail, phone, address, identity, score or membership', async () => {
    const seen = await execute(getPublicProfile, await as('ayse@example.com'), { id: mehmet.id });
    expect(Object.keys(seen).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
    expect(seen).toEqual({
      accountId: mehmet.id,
      name: 'Mehmet',
      surname: 'Öztürk',
      fullName: 'Mehmet Öztürk',
      profilePhotoPath: null,
      bio: 'ICF ACC adayıyım; liderlik ve kariyer koçluğu.',
      place: {
        countryCode: 'TR',
        countryNameTr: 'Türkiye',
        countryNameEn: 'Türkiye',
        stateCode: 'TR-06',
        stateName: 'Ankara',
        city: 'Çankaya',
      },
      languages: ['tr', 'en'],
      badge: { accountBadgeId: expect.any(String), nameTr: 'Bronz', nameEn: 'Bronze' },
      memberSince: mehmet.createdAt.toISOString(),
    });
    const text = JSON.stringify(seen);
    for (const secret of ['mehmet@example.com', '+905321234567', 'Moda Cd', 'score', 'subscription']) {
      expect(text).not.toContain(secret);
    }
  });

  it('hides passive, locked and staff accounts from members (4003), but not from account readers', async () => {
    await world.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(mehmet.id, { status: 'passive', isLocked: false }),
    );
    const admin = await world.ports.repositories.accounts.findByEmail('admin@example.com');
    const member = await as('ayse@example.com');
    await expect(execute(getPublicProfile, member, { id: mehmet.id })).rejects.toMatchObject({ code: 4003 });
    await expect(execute(getPublicProfile, member, { id: admin?.id })).rejects.toMatchObject({ code: 4003 });
    await expect(
      execute(getPublicProfile, member, { id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 4003 });
    for (const email of ['admin@example.com', 'sales@example.com']) {
      expect(
        await execute(getPublicProfile, await as(email, 'Office!2345'), { id: mehmet.id }),
      ).toMatchObject({
        accountId: mehmet.id,
        place: { city: 'Çankaya' },
      });
    }
  });

  it('refuses guests (4033), nobody (4001) and a malformed id (4034)', async () => {
    await expect(
      execute(getPublicProfile, await as('guest@example.com'), { id: mehmet.id }),
    ).rejects.toMatchObject({
      code: 4033,
    });
    await expect(execute(getPublicProfile, world.anonymous, { id: mehmet.id })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(
      execute(getPublicProfile, await as('ayse@example.com'), { id: 'mehmet' }),
    ).rejects.toMatchObject({
      code: 4034,
    });
  });
});

describe('the users list', () => {
  const list = async (query: Record<string, unknown> = {}, email = 'ayse@example.com') =>
    execute(listMemberProfiles, await as(email), query);
  const names = (page: { items: { fullName: string }[] }) => page.items.map((item) => item.fullName);

  beforeEach(async () => {
    const zeynep = await world.createAccount({
      email: 'zeynep@example.com',
      name: 'Zeynep',
      surname: 'Kaya',
      languages: ['tr', 'en'],
    });
    await world.ports.unitOfWork.run((tx) =>
      tx.repositories.ledger.append({
        accountId: zeynep.id,
        delta: 40,
        reason: 'opening_balance',
        projectId: null,
        actorAccountId: null,
        note: null,
      }),
    );
  });

  it('lists active members by name, with public fields only', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(names(page)).toEqual(['Ayşe Yılmaz', 'Mehmet Öztürk', 'Zeynep Kaya']);
    for (const item of page.items)
      expect(Object.keys(item).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
    expect(JSON.stringify(page)).not.toContain('@example.com');
  });

  it('searches by name, and filters by coaching language and by badge', async () => {
    expect(names(await list({ search: 'öztürk' }))).toEqual(['Mehmet Öztürk']);
    expect(names(await list({ language: 'en' }))).toEqual(['Mehmet Öztürk', 'Zeynep Kaya']);
    const gold = (await world.ports.repositories.badges.list()).find((badge) => badge.nameEn === 'Gold');
    expect(await list({ badgeId: gold?.id })).toMatchObject({
      total: 1,
      items: [{ fullName: 'Zeynep Kaya', badge: { nameEn: 'Gold' } }],
    });
    expect(await list({ badgeId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      total: 0,
      items: [],
    });
    expect(names(await list({ sort: '-name', pageSize: 2, page: 2 }))).toEqual(['Ayşe Yılmaz']);
  });

  it('refuses guests and staff (4033): the list is for members', async () => {
    await expect(list({}, 'guest@example.com')).rejects.toMatchObject({ code: 4033 });
    await expect(
      execute(listMemberProfiles, await as('admin@example.com', 'Office!2345'), {}),
    ).rejects.toMatchObject({
      code: 4033,
    });
    await expect(list({ badgeId: 'gold' })).rejects.toMatchObject({ code: 4034 });
    await expect(list({ sort: 'email' })).rejects.toMatchObject({ code: 4034 });
  });
});

describe('the profile photo', () => {
  const upload = async (bytes: Uint8Array, ctx?: UseCaseContext) =>
    execute(changeAvatar, ctx ?? (await as('ayse@example.com')), { file: { name: 'photo.png', bytes } });

  it('is stored as a 256×256 WebP behind a URL that changes with every photo', async () => {
    const { profilePhotoPath } = await upload(await pngPicture(640, 480));
    expect(profilePhotoPath).toBe(`/api/accounts/avatar/${ayse.id}?v=${world.clock.now().getTime()}`);
    const file = await execute(getAvatar, world.anonymous, { accountId: ayse.id });
    expect(file).toMatchObject({ contentType: 'image/webp', fileName: `avatar-${ayse.id}.webp` });
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    world.clock.advanceSeconds(60);
    const second = await upload(await jpegPicture());
    expect(second.profilePhotoPath).not.toBe(profilePhotoPath);
    const me = await execute(getCurrentUser, await as('ayse@example.com'), {});
    expect(me.profilePhotoPath).toBe(second.profilePhotoPath);
  });

  it.each([
    ['a text file named .png', new TextEncoder().encode('not a picture at all'), 4043],
    ['a PDF', pdfBytes, 4043],
    ['an empty file', new Uint8Array(), 4012],
  ])('refuses %s (%i), keeping the photo it had', async (_case, bytes, code) => {
    const { profilePhotoPath } = await upload(await pngPicture());
    await expect(upload(bytes)).rejects.toMatchObject({ code });
    expect((await world.ports.repositories.accounts.findById(ayse.id))?.profilePhotoPath).toBe(
      profilePhotoPath,
    );
  });

  it('refuses a truncated JPEG as unreadable (4048) and more than 2 MB (4038)', async () => {
    await expect(upload(await truncatedJpeg())).rejects.toMatchObject({ code: 4048, key: 'imageUnreadable' });
    const tooLarge = new Uint8Array(maxAvatarUploadBytes + 1);
    tooLarge.set(await pngPicture());
    await expect(upload(tooLarge)).rejects.toMatchObject({ code: 4038 });
  });

  it('is removed on request: the URL then answers 4002', async () => {
    await upload(await pngPicture());
    expect(await execute(removeAvatar, await as('ayse@example.com'), {})).toEqual({ profilePhotoPath: null });
    await expect(execute(getAvatar, world.anonymous, { accountId: ayse.id })).rejects.toMatchObject({
      code: 4002,
    });
    expect((await world.ports.repositories.accounts.findById(ayse.id))?.profilePhotoPath).toBeNull();
  });

  it('takes at most 20 uploads an hour per account (4040), refused ones included', async () => {
    const member = await as('ayse@example.com');
    for (let upload = 0; upload < 20; upload++) {
      await execute(changeAvatar, member, {
        file: { name: 'x.txt', bytes: new TextEncoder().encode('text') },
      }).catch(() => {});
    }
    await expect(upload(await pngPicture(), member)).rejects.toMatchObject({ code: 4040 });
    // Another member is not held back by it, and after the hour the member may again.
    expect((await upload(await pngPicture(), await as('mehmet@example.com'))).profilePhotoPath).toBeTruthy();
    world.clock.advanceSeconds(3600);
    expect((await upload(await pngPicture(), member)).profilePhotoPath).toBeTruthy();
  });

  it('may be set by staff too, and never by nobody', async () => {
    const admin = await as('admin@example.com', 'Office!2345');
    expect((await upload(await pngPicture(), admin)).profilePhotoPath).toMatch(/^\/api\/accounts\/avatar\//);
    await expect(upload(await pngPicture(), world.anonymous)).rejects.toMatchObject({ code: 4001 });
  });
});

describe('theme and language', () => {
  it('keeps the theme with the account: the next sign-in sees it in userinfo', async () => {
    expect(
      await execute(changeTheme, await as('ayse@example.com'), { themePack: 'theme3', themeMode: 'dark' }),
    ).toEqual({
      themePack: 'theme3',
      themeMode: 'dark',
    });
    expect(await execute(getCurrentUser, await as('ayse@example.com'), {})).toMatchObject({
      themePack: 'theme3',
      themeMode: 'dark',
    });
    await expect(
      execute(changeTheme, await as('ayse@example.com'), { themePack: 'theme6', themeMode: 'dark' }),
    ).rejects.toMatchObject({ code: 4034 });
  });

  it('keeps the language of mail', async () => {
    await execute(changeLanguage, await as('mehmet@example.com'), { language: 'en' });
    expect((await world.ports.repositories.accounts.findById(mehmet.id))?.language).toBe('en');
    await expect(
      execute(changeLanguage, await as('mehmet@example.com'), { language: 'de' }),
    ).rejects.toMatchObject({
      code: 4034,
    });
  });
});
