import type { CreateAccountInput, NewBadge, NewMembershipPackage } from '@coach/core';

/** Demo passwords, printed on start and documented in the README; never use them in production. */
export const demoPasswords = { administration: 'Office!2345', members: 'Member!2345' } as const;

/** What a demo member shows beyond the account: a few words about them, and their proof's state. */
/** The demo administrator, who also approved the demo proofs. */
export const demoAdministratorEmail = 'admin@example.com';

export interface DemoProfile {
  readonly bio: string;
  /** A proof of education as it stands in the demo: waiting for review, or approved. */
  readonly proof?: 'pending' | 'approved';
}

export interface DemoMembership {
  readonly packageCode: string;
  readonly boughtDaysAgo: number;
}

interface DemoAccount extends Omit<CreateAccountInput, 'subscriptionEndDate' | 'password'> {
  /** Every demo account signs in at once: none waits for a set-password mail. */
  readonly password: string;
  /**
   * When the account was registered, that many days before the seeding: before its membership and
   * its first demo project or request, so that "member since" and the sign-ups by month tell the
   * programme's history rather than the day the demo was seeded.
   */
  readonly registeredDaysAgo: number;
  /**
   * The package the member bought (coach level lets the member coach), that many days before the
   * seeding: before their first demo project, so each was a member when the programme's history
   * happened. Recorded as an order, and the membership runs the package's period from that day.
   */
  readonly membership?: DemoMembership;
  readonly openingBalance?: number;
  readonly profile?: DemoProfile;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    name: 'Zeynep',
    surname: 'Yılmaz',
    email: demoAdministratorEmail,
    registeredDaysAgo: 420,
    password: demoPasswords.administration,
    accountRoleType: 'Administrator',
    languages: ['tr', 'en'],
    emailVerified: true,
  },
  {
    name: 'Can',
    surname: 'Aydın',
    email: 'sales@example.com',
    registeredDaysAgo: 410,
    password: demoPasswords.administration,
    accountRoleType: 'Salesman',
    languages: ['tr'],
    emailVerified: true,
  },
  {
    name: 'Deniz',
    surname: 'Şahin',
    email: 'guest@example.com',
    registeredDaysAgo: 14,
    password: demoPasswords.members,
    accountRoleType: 'Guest',
    languages: ['tr'],
    emailVerified: true,
  },
  {
    name: 'Ayşe',
    surname: 'Demir',
    email: 'ayse@example.com',
    registeredDaysAgo: 185,
    phone: '+905321234567',
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Kadıköy',
    identityNumber: '23456789060',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr'],
    emailVerified: true,
    membership: { packageCode: 'COACHEE-12', boughtDaysAgo: 180 },
    openingBalance: 12,
    profile: {
      bio: 'İnsan kaynakları yöneticisi; kariyer geçişleri üzerine koçluk eğitimine devam ediyor.',
    },
  },
  {
    name: 'John',
    surname: 'Smith',
    email: 'john@example.com',
    registeredDaysAgo: 35,
    phone: '+442079460958',
    countryCode: 'GB',
    passportNumber: 'U12345678',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['en'],
    // An English member reads the site and the mail in English (ADR 0034).
    language: 'en',
    emailVerified: true,
    membership: { packageCode: 'COACH-6', boughtDaysAgo: 30 },
    openingBalance: 3,
    profile: {
      bio: 'Software team lead in London, training as a leadership coach.',
      proof: 'pending',
    },
  },
  {
    name: 'Mehmet',
    surname: 'Öztürk',
    email: 'mehmet@example.com',
    registeredDaysAgo: 210,
    phone: '+905421234567',
    countryCode: 'TR',
    stateCode: 'TR-06',
    city: 'Çankaya',
    identityNumber: '34567890170',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr', 'en'],
    emailVerified: true,
    membership: { packageCode: 'COACH-12', boughtDaysAgo: 200 },
    openingBalance: 35,
    profile: {
      bio: 'Okul psikolojik danışmanı; gençlerle ve ailelerle çalışan deneyimli bir koç adayı.',
      proof: 'approved',
    },
  },
  {
    name: 'Elif',
    surname: 'Kaya',
    email: 'elif@example.com',
    registeredDaysAgo: 195,
    phone: '+905331112233',
    countryCode: 'TR',
    stateCode: 'TR-35',
    city: 'Karşıyaka',
    identityNumber: '45678901280',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr'],
    emailVerified: true,
    membership: { packageCode: 'COACH-12', boughtDaysAgo: 190 },
    openingBalance: 20,
    profile: {
      bio: 'Eğitim danışmanı; öğretmenlerle performans koçluğu çalışmaları yapıyor.',
      proof: 'approved',
    },
  },
  {
    name: 'Burak',
    surname: 'Çelik',
    email: 'burak@example.com',
    registeredDaysAgo: 178,
    phone: '+905441112233',
    countryCode: 'TR',
    stateCode: 'TR-16',
    city: 'Nilüfer',
    identityNumber: '56789012390',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr'],
    emailVerified: true,
    membership: { packageCode: 'COACHEE-12', boughtDaysAgo: 175 },
    openingBalance: 5,
    profile: { bio: 'Girişimci; ekibini büyütürken liderlik becerilerini geliştirmek istiyor.' },
  },
  {
    name: 'Selin',
    surname: 'Arslan',
    email: 'selin@example.com',
    registeredDaysAgo: 165,
    phone: '+905051112233',
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Beşiktaş',
    identityNumber: '67890123400',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr', 'en'],
    emailVerified: true,
    membership: { packageCode: 'COACH-12', boughtDaysAgo: 160 },
    openingBalance: 25,
    profile: {
      bio: 'Uluslararası bir şirkette yetenek yönetimi uzmanı; iki dilde koçluk yapıyor.',
      proof: 'approved',
    },
  },
  {
    name: 'Emre',
    surname: 'Koç',
    email: 'emre@example.com',
    registeredDaysAgo: 158,
    phone: '+905361112233',
    countryCode: 'TR',
    stateCode: 'TR-07',
    city: 'Muratpaşa',
    identityNumber: '78901234510',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr'],
    emailVerified: true,
    membership: { packageCode: 'COACHEE-6', boughtDaysAgo: 155 },
    openingBalance: 4,
    profile: { bio: 'Üniversite son sınıf öğrencisi; kariyer seçimi üzerine koçluk almak istiyor.' },
  },
  {
    name: 'Sarah',
    surname: 'Johnson',
    email: 'sarah@example.com',
    registeredDaysAgo: 125,
    phone: '+14152007986',
    countryCode: 'US',
    passportNumber: 'P98765432',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['en'],
    // An English member reads the site and the mail in English (ADR 0034).
    language: 'en',
    emailVerified: true,
    membership: { packageCode: 'COACHEE-6', boughtDaysAgo: 120 },
    openingBalance: 6,
    profile: { bio: 'Product designer in İstanbul, looking for coaching on a career change.' },
  },
  {
    name: 'Kerem',
    surname: 'Aksoy',
    email: 'kerem@example.com',
    registeredDaysAgo: 205,
    phone: '+905421119988',
    countryCode: 'TR',
    stateCode: 'TR-06',
    city: 'Yenimahalle',
    identityNumber: '89012345620',
    password: demoPasswords.members,
    accountRoleType: 'User',
    languages: ['tr'],
    emailVerified: true,
    membership: { packageCode: 'COACH-6', boughtDaysAgo: 130 },
    openingBalance: 15,
    profile: { bio: 'Satış müdürü; ekip koçluğu sertifika programını yeni bitirdi.', proof: 'approved' },
  },
];

export const demoPackages: readonly NewMembershipPackage[] = [
  {
    code: 'COACHEE-6',
    nameTr: 'Danışan Paketi – 6 Ay',
    nameEn: 'Coachee Package – 6 Months',
    periodMonths: 6,
    priceUsd: '49.00',
    coachLevel: false,
  },
  {
    code: 'COACHEE-12',
    nameTr: 'Danışan Paketi – 12 Ay',
    nameEn: 'Coachee Package – 12 Months',
    periodMonths: 12,
    priceUsd: '89.00',
    coachLevel: false,
  },
  {
    code: 'COACH-6',
    nameTr: 'Koç Paketi – 6 Ay',
    nameEn: 'Coach Package – 6 Months',
    periodMonths: 6,
    priceUsd: '79.00',
    coachLevel: true,
  },
  {
    code: 'COACH-12',
    nameTr: 'Koç Paketi – 12 Ay',
    nameEn: 'Coach Package – 12 Months',
    periodMonths: 12,
    priceUsd: '149.00',
    coachLevel: true,
  },
];

export const demoBadges: readonly NewBadge[] = [
  {
    nameTr: 'Bronz',
    nameEn: 'Bronze',
    lower: -100000,
    upper: 9,
    descriptionTr: 'Koçluk yolculuğunun başında.',
    descriptionEn: 'At the start of the coaching journey.',
  },
  {
    nameTr: 'Gümüş',
    nameEn: 'Silver',
    lower: 10,
    upper: 29,
    descriptionTr: 'Düzenli olarak projelerde yer alıyor.',
    descriptionEn: 'Takes part in projects regularly.',
  },
  {
    nameTr: 'Altın',
    nameEn: 'Gold',
    lower: 30,
    upper: 99,
    descriptionTr: 'Deneyimli; birçok projeyi tamamladı.',
    descriptionEn: 'Experienced; has completed many projects.',
  },
  {
    nameTr: 'Platin',
    nameEn: 'Platinum',
    lower: 100,
    upper: 100000,
    descriptionTr: 'Topluluğun en deneyimli üyelerinden.',
    descriptionEn: 'Among the most experienced members of the community.',
  },
];
