import {
  auditLogQuerySchema,
  type BadgeView,
  badgeListQuerySchema,
  createBadgeInputSchema,
  deleteBadgeInputSchema,
  type Permission,
  schedulePreviewInputSchema,
  updateApplicationSettingsInputSchema,
  updateBadgeInputSchema,
} from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import type { z } from 'zod';
import { demoAuditLog, demoBadges, demoSettings } from './back-office-fixtures.ts';

// msw handlers for the badges, settings and audit pages, answering like the server (envelope,
// codes, 401/403, 4034 for input the shared schemas refuse), for component tests and `npm run dev`.
// The badges are kept in memory so that adding and deleting show in the list; `resetBackOffice`
// starts each test from the demo data.

let badges: BadgeView[] = [...demoBadges];
let settings = structuredClone(demoSettings);

export function resetBackOffice() {
  badges = [...demoBadges];
  settings = structuredClone(demoSettings);
}

function refused(request: Request, permission: Permission | 'signedIn'): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const account = demoAccounts.find((candidate) => candidate.token === token);
  if (!account) return answer(request, 401, 'unauthorized');
  if (permission === 'signedIn' || account.user.permissions.includes(permission)) return null;
  return answer(request, 403, 'forbidden');
}

/** The parsed input, or the 4034 answer naming each field (messages left as keys, as tests need no more). */
function parse<Schema extends z.ZodType>(request: Request, schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as z.output<Schema> };
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  return { refusal: answer(request, 400, 'validationFailed', { fields }) };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const backOfficeHandlers = [
  http.get('*/api/accountbadges', ({ request }) => {
    const denied = refused(request, 'signedIn');
    if (denied) return denied;
    const parsed = parse(request, badgeListQuerySchema, queryOf(request));
    if (parsed.refusal) return parsed.refusal;
    const { page, pageSize, search, sort } = parsed.data;
    const key = sort.replace(/^-/, '') as 'lower' | 'nameTr' | 'nameEn';
    const sign = sort.startsWith('-') ? -1 : 1;
    const matching = badges
      .filter(
        (b) =>
          !search ||
          `${b.nameTr} ${b.nameEn}`.toLocaleLowerCase('tr').includes(search.toLocaleLowerCase('tr')),
      )
      .sort((a, b) => sign * (key === 'lower' ? a.lower - b.lower : a[key].localeCompare(b[key])));
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return answer(request, 200, 'done', { items, total: matching.length, page, pageSize });
  }),
  http.post('*/api/accountbadges', async ({ request }) => {
    const denied = refused(request, 'badges.write');
    if (denied) return denied;
    const parsed = parse(request, createBadgeInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const { adjustNeighbours: _adjust, ...fields } = parsed.data;
    const created = { ...fields, accountBadgeId: crypto.randomUUID() };
    badges = [...badges, created];
    return answer(request, 201, 'recordAdded', created);
  }),
  http.put('*/api/accountbadges', async ({ request }) => {
    const denied = refused(request, 'badges.write');
    if (denied) return denied;
    const parsed = parse(request, updateBadgeInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const { adjustNeighbours: _adjust, ...changed } = parsed.data;
    if (!badges.some((b) => b.accountBadgeId === changed.accountBadgeId))
      return answer(request, 404, 'recordNotFound');
    badges = badges.map((b) => (b.accountBadgeId === changed.accountBadgeId ? changed : b));
    return answer(request, 200, 'recordUpdated', changed);
  }),
  http.delete('*/api/accountbadges', async ({ request }) => {
    const denied = refused(request, 'badges.write');
    if (denied) return denied;
    const parsed = parse(request, deleteBadgeInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    badges = badges.filter((b) => b.accountBadgeId !== parsed.data.accountBadgeId);
    return answer(request, 200, 'recordDeleted');
  }),

  http.get(
    '*/api/applicationsettings',
    ({ request }) => refused(request, 'settings.write') ?? answer(request, 200, 'done', settings),
  ),
  http.put('*/api/applicationsettings', async ({ request }) => {
    const denied = refused(request, 'settings.write');
    if (denied) return denied;
    const parsed = parse(request, updateApplicationSettingsInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    settings = { ...settings, applicationSettings: parsed.data.applicationSettings };
    return answer(request, 200, 'recordUpdated', settings);
  }),
  http.get('*/api/applicationsettings/schedulepreview', ({ request }) => {
    const denied = refused(request, 'settings.write');
    if (denied) return denied;
    const parsed = parse(request, schedulePreviewInputSchema, queryOf(request));
    if (parsed.refusal) return parsed.refusal;
    return answer(request, 200, 'done', {
      matchingTimeZone: 'Europe/Istanbul',
      nextRuns: settings.nextMatchingRuns,
    });
  }),

  http.get('*/api/auditlog', ({ request }) => {
    const denied = refused(request, 'audit.read');
    if (denied) return denied;
    const parsed = parse(request, auditLogQuerySchema, queryOf(request));
    if (parsed.refusal) return parsed.refusal;
    const { page, pageSize, search, sort, entityType, entityId } = parsed.data;
    const matching = demoAuditLog
      .filter((entry) => !entityType || entry.entityType === entityType)
      .filter((entry) => !entityId || entry.entityId === entityId)
      .filter(
        (entry) =>
          !search ||
          [entry.actorLabel, entry.action, entry.entityType, entry.entityId ?? ''].some((text) =>
            text.toLowerCase().includes(search.toLowerCase()),
          ),
      );
    if (sort === 'createdAt') matching.reverse();
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return answer(request, 200, 'done', { items, total: matching.length, page, pageSize });
  }),
  http.get('*/api/auditlog/entitytypes', ({ request }) => {
    const denied = refused(request, 'audit.read');
    if (denied) return denied;
    const entityTypes = [...new Set(demoAuditLog.map((entry) => entry.entityType))].sort();
    return answer(request, 200, 'done', { entityTypes });
  }),
];
