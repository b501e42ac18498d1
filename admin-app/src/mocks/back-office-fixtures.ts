import {
  type ApplicationSettingsView,
  type AuditEntryView,
  type BadgeView,
  defaultApplicationSettings,
  matchingScheduleTimeZone,
} from '@coach/core/contracts';

// Demo data for the badges, settings and audit pages (component tests and `npm run dev`), checked
// against the server's contract types with `satisfies`: a field the server changes fails typecheck.

export const demoBadges = [
  {
    accountBadgeId: 'b1000000-0000-4000-8000-000000000001',
    nameTr: 'Bronz',
    nameEn: 'Bronze',
    lower: -100000,
    upper: 9,
    descriptionTr: 'Koçluk yolculuğunun başında.',
    descriptionEn: 'At the start of the coaching journey.',
  },
  {
    accountBadgeId: 'b1000000-0000-4000-8000-000000000002',
    nameTr: 'Gümüş',
    nameEn: 'Silver',
    lower: 10,
    upper: 29,
    descriptionTr: 'Düzenli olarak projelerde yer alıyor.',
    descriptionEn: 'Takes part in projects regularly.',
  },
  {
    accountBadgeId: 'b1000000-0000-4000-8000-000000000003',
    nameTr: 'Altın',
    nameEn: 'Gold',
    lower: 30,
    upper: 99,
    descriptionTr: 'Deneyimli; birçok projeyi tamamladı.',
    descriptionEn: 'Experienced; has completed many projects.',
  },
  {
    accountBadgeId: 'b1000000-0000-4000-8000-000000000004',
    nameTr: 'Platin',
    nameEn: 'Platinum',
    lower: 100,
    upper: 100000,
    descriptionTr: 'Topluluğun en deneyimli üyelerinden.',
    descriptionEn: 'Among the most experienced members of the community.',
  },
] satisfies BadgeView[];

export const demoSettings = {
  applicationSettings: { ...defaultApplicationSettings, maxCoachProjects: 3 },
  defaults: defaultApplicationSettings,
  matchingTimeZone: matchingScheduleTimeZone,
  nextMatchingRuns: [
    '2026-03-02T06:00:00.000Z',
    '2026-03-03T06:00:00.000Z',
    '2026-03-04T06:00:00.000Z',
    '2026-03-05T06:00:00.000Z',
    '2026-03-06T06:00:00.000Z',
  ],
} satisfies ApplicationSettingsView;

const admin = { actorAccountId: 'a1', actorLabel: 'admin@example.com', clientAddress: '203.0.113.7' };

/** 25 entries, newest first: settings changes, badge edits and account changes. */
export const demoAuditLog: AuditEntryView[] = Array.from({ length: 25 }, (_, index) => {
  const createdAt = new Date(Date.UTC(2026, 2, 2, 12, 0) - index * 3_600_000).toISOString();
  if (index === 0) {
    return {
      id: 25,
      ...admin,
      action: 'settings.update',
      entityType: 'applicationSettings',
      entityId: null,
      before: { ...defaultApplicationSettings },
      after: { ...defaultApplicationSettings, maxCoachProjects: 3 },
      createdAt,
    };
  }
  if (index % 2 === 1) {
    return {
      id: 25 - index,
      ...admin,
      action: 'badges.update',
      entityType: 'badge',
      entityId: 'b1000000-0000-4000-8000-000000000002',
      before: { nameEn: 'Silver', lower: 10, upper: 29 },
      after: { nameEn: 'Silver', lower: 15, upper: 29 },
      createdAt,
    };
  }
  return {
    id: 25 - index,
    actorAccountId: null,
    actorLabel: 'system',
    clientAddress: null,
    action: 'accounts.create',
    entityType: 'account',
    entityId: `a${index}`,
    before: null,
    after: { email: `member${index}@example.com`, status: 'active' },
    createdAt,
  };
});
