import {
  type City,
  type Country,
  fieldIssuesOf,
  type Language,
  type OwnProfile,
  type PublicProfile,
  type State,
  translateValidationMessage,
  updateOwnProfileInputSchema,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { HttpResponse, http } from 'msw';

// msw handlers for settings, the users list and profile pages, answering like the server: the
// envelope, the catalogue's codes, field messages in the request's language, public fields only.

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';

export const countries: Country[] = [
  { countryId: 'DE', nameTr: 'Almanya', nameEn: 'Germany', hasStates: true },
  { countryId: 'GI', nameTr: 'Cebelitarık', nameEn: 'Gibraltar', hasStates: false },
  { countryId: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye', hasStates: true },
];
export const states: State[] = [
  { stateId: 'TR-06', countryId: 'TR', name: 'Ankara', hasCities: true },
  { stateId: 'TR-34', countryId: 'TR', name: 'İstanbul', hasCities: true },
  { stateId: 'DE-BY', countryId: 'DE', name: 'Bayern', hasCities: true },
];
export const cities: City[] = [
  { name: 'Çankaya', stateId: 'TR-06' },
  { name: 'Keçiören', stateId: 'TR-06' },
  { name: 'Kadıköy', stateId: 'TR-34' },
  { name: 'Üsküdar', stateId: 'TR-34' },
  { name: 'München', stateId: 'DE-BY' },
];

const placeOf = (countryCode: string | null, stateCode: string | null, city: string | null) => {
  const country = countries.find((candidate) => candidate.countryId === countryCode);
  return {
    countryCode,
    countryNameTr: country?.nameTr ?? null,
    countryNameEn: country?.nameEn ?? null,
    stateCode,
    stateName: states.find((state) => state.stateId === stateCode)?.name ?? null,
    city,
  };
};

/** The demo member's own profile, as `GET accounts/accountprofiledetail` answers it. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  const user = demoMember.user;
  return {
    accountId: user.accountId,
    name: user.name,
    surname: user.surname,
    fullName: user.fullName,
    email: user.email,
    accountRoleType: user.accountRoleType,
    phone: '+905321234567',
    identityNumber: '10000000146',
    passportNumber: null,
    address: 'Moda Cd. 1',
    bio: 'Liderlik koçluğu üzerine çalışıyorum.',
    place: placeOf('TR', 'TR-34', 'Kadıköy'),
    languages: ['tr', 'en'],
    language: 'tr',
    themePack: 'theme1',
    themeMode: 'system',
    profilePhotoPath: null,
    score: user.score,
    badge: user.badge,
    subscriptionEndDate: user.subscriptionEndDate,
    createdAt: '2025-09-01T08:00:00.000Z',
    ...overrides,
  };
}

const publicOf = (
  accountId: string,
  fullName: string,
  languages: Language[],
  place: ReturnType<typeof placeOf>,
  badge: PublicProfile['badge'],
): PublicProfile => {
  const [name = '', surname = ''] = fullName.split(' ');
  return {
    accountId,
    name,
    surname,
    fullName,
    profilePhotoPath: null,
    bio: `${name} koçluk yapıyor.`,
    place,
    languages,
    badge,
    memberSince: '2025-10-01T08:00:00.000Z',
  };
};

export const gold = {
  accountBadgeId: '3f0c8a52-9a3e-4c55-8d0e-000000000003',
  nameTr: 'Altın',
  nameEn: 'Gold',
};
export const bronze = {
  accountBadgeId: '3f0c8a52-9a3e-4c55-8d0e-000000000001',
  nameTr: 'Bronz',
  nameEn: 'Bronze',
};

/** Other members, as the users list shows them. */
export const members: PublicProfile[] = [
  publicOf(
    '9d2b5a34-0c8e-4f0e-9a57-000000000001',
    'Mehmet Öztürk',
    ['tr', 'en'],
    placeOf('TR', 'TR-06', 'Çankaya'),
    gold,
  ),
  publicOf(
    '9d2b5a34-0c8e-4f0e-9a57-000000000002',
    'Zeynep Kaya',
    ['en'],
    placeOf('DE', 'DE-BY', 'München'),
    bronze,
  ),
  publicOf('9d2b5a34-0c8e-4f0e-9a57-000000000003', 'Can Yıldız', ['tr'], placeOf(null, null, null), null),
];

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;
const refused = (request: Request) =>
  isMember(request)
    ? null
    : answer(
        request,
        request.headers.has('authorization') ? 403 : 401,
        request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
      );

/** A 4034 whose fields carry the messages in the request's language, as the server sends them. */
const fieldRefusal = (
  request: Request,
  fields: Record<
    string,
    { key: Parameters<typeof translateValidationMessage>[0]; params?: Record<string, unknown> }
  >,
) =>
  answer(request, 400, 'validationFailed', {
    fields: Object.fromEntries(
      Object.entries(fields).map(([path, issue]) => [
        path,
        translateValidationMessage(issue.key, languageOf(request), issue.params),
      ]),
    ),
  });

/** Handlers over the demo member's profile (changed by PUT) and the other members. */
export function profileHandlers(initial: OwnProfile = ownProfile()) {
  let profile = initial;
  return [
    http.get('*/api/countries', ({ request }) => answer(request, 200, 'done', countries)),
    http.get('*/api/states/:countryId', ({ request, params }) => {
      if (!countries.some((country) => country.countryId === params.countryId))
        return answer(request, 404, 'recordNotFound');
      return answer(
        request,
        200,
        'done',
        states.filter((state) => state.countryId === params.countryId),
      );
    }),
    http.get('*/api/cities/:stateId', ({ request, params }) => {
      if (!states.some((state) => state.stateId === params.stateId))
        return answer(request, 404, 'recordNotFound');
      return answer(
        request,
        200,
        'done',
        cities.filter((city) => city.stateId === params.stateId),
      );
    }),

    http.get(
      '*/api/accounts/accountprofiledetail',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', profile),
    ),
    http.put('*/api/accounts/accountprofiledetail', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = updateOwnProfileInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, fieldIssuesOf(parsed.error));
      const input = parsed.data;
      if (input.languages.length === 0) return fieldRefusal(request, { languages: { key: 'required' } });
      const city = cities.find(
        (candidate) => candidate.stateId === input.stateCode && candidate.name === input.city,
      );
      if (input.stateCode && input.city && !city)
        return fieldRefusal(request, { city: { key: 'locationInvalid' } });
      profile = {
        ...profile,
        bio: input.bio,
        address: input.address,
        phone: input.phone,
        place: placeOf(input.countryCode, input.stateCode, input.city),
        languages: input.languages,
        language: input.language,
      };
      return answer(request, 200, 'recordUpdated', profile);
    }),

    http.post('*/api/accounts/changeavatar', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const file = (await request.formData()).get('file');
      if (!(file instanceof File)) return fieldRefusal(request, { file: { key: 'required' } });
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.byteLength === 0) return answer(request, 400, 'fileEmpty');
      const png = [0x89, 0x50, 0x4e, 0x47].every((byte, index) => bytes[index] === byte);
      const jpeg = [0xff, 0xd8, 0xff].every((byte, index) => bytes[index] === byte);
      if (!png && !jpeg) return answer(request, 415, 'fileTypeNotAllowed', { allowed: 'PNG, JPEG, WebP' });
      profile = { ...profile, profilePhotoPath: `/api/accounts/avatar/${profile.accountId}?v=${Date.now()}` };
      return answer(request, 200, 'recordUpdated', { profilePhotoPath: profile.profilePhotoPath });
    }),
    http.post('*/api/accounts/removeavatar', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      profile = { ...profile, profilePhotoPath: null };
      return answer(request, 200, 'recordDeleted', { profilePhotoPath: null });
    }),
    http.post('*/api/accounts/changepassword', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { currentPassword } = (await request.json()) as { currentPassword: string };
      if (currentPassword !== demoMember.password)
        return fieldRefusal(request, { currentPassword: { key: 'currentPasswordWrong' } });
      return answer(request, 200, 'recordUpdated');
    }),
    // Settings → your data: the file is a small stand-in; the deletion link goes nowhere here.
    http.get('*/api/accounts/mydata', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const format = new URL(request.url).searchParams.get('format') === 'xlsx' ? 'xlsx' : 'json';
      return new HttpResponse(JSON.stringify({ account: { email: demoMember.user.email } }), {
        headers: {
          'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'application/octet-stream',
          'content-disposition': `attachment; filename="my-data.${format}"`,
        },
      });
    }),
    http.post('*/api/accounts/requestdeletion', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { password } = (await request.json()) as { password?: string };
      if (password !== demoMember.password) return answer(request, 400, 'deletionPasswordWrong');
      return answer(request, 200, 'done', { email: demoMember.user.email, expiresInMinutes: 60 });
    }),
    http.post('*/api/accounts/changetheme', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { themePack, themeMode } = (await request.json()) as Pick<OwnProfile, 'themePack' | 'themeMode'>;
      profile = { ...profile, themePack, themeMode };
      return answer(request, 200, 'recordUpdated', { themePack, themeMode });
    }),

    http.get('*/api/accountbadges', ({ request }) =>
      answer(request, 200, 'done', {
        items: [bronze, gold].map((badge, index) => ({
          ...badge,
          lower: index * 30,
          upper: index * 30 + 29,
          descriptionTr: '',
          descriptionEn: '',
        })),
        total: 2,
        page: 1,
        pageSize: 100,
      }),
    ),
    http.get('*/api/accounts/accountsprofiledetail', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const query = new URL(request.url).searchParams;
      const search = (query.get('search') ?? '').toLocaleLowerCase('tr');
      const language = query.get('language');
      const badgeId = query.get('badgeId');
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const sort = query.get('sort') ?? 'name';
      const matching = members
        .filter((member) => !search || member.fullName.toLocaleLowerCase('tr').includes(search))
        .filter((member) => !language || member.languages.includes(language as Language))
        .filter((member) => !badgeId || member.badge?.accountBadgeId === badgeId)
        .sort((a, b) => (sort.startsWith('-') ? -1 : 1) * a.fullName.localeCompare(b.fullName, 'tr'));
      return answer(request, 200, 'done', {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
    http.get('*/api/accounts/accountprofiledetail/:id', ({ request, params }) => {
      const denied = refused(request);
      if (denied) return denied;
      const member = members.find((candidate) => candidate.accountId === params.id);
      return member ? answer(request, 200, 'done', member) : answer(request, 404, 'userNotFound');
    }),
    http.get('*/api/accounts/avatar/:accountId', () => new HttpResponse(null, { status: 404 })),
  ];
}
