import { badgeForScore } from '../badges/domain/badge.ts';
import type { ProjectSession } from '../coaching/domain/project-session.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { fullNameOf } from './domain/account.ts';
import { collectExchanges } from './personal-data-exchanges.ts';

/** A value of the export: what JSON can carry and a sheet cell can show. */
export type PersonalValue = string | number | boolean | null;
export type PersonalRecord = Readonly<Record<string, PersonalValue>>;

/**
 * Everything the platform holds about one member (KVKK art. 11: the right to learn what is kept),
 * as flat records per kind, so the JSON and the workbook show the same fields. Dates are ISO
 * strings (UTC). What is someone else's is left out: a partner appears by name only, a session's
 * note only to its writer, staff by their role rather than their e-mail.
 */
export interface PersonalData {
  readonly exportedAt: string;
  readonly account: PersonalRecord;
  readonly identity: PersonalRecord;
  readonly settings: PersonalRecord;
  readonly orders: readonly PersonalRecord[];
  readonly projectRequests: readonly PersonalRecord[];
  readonly projects: readonly PersonalRecord[];
  readonly projectSessions: readonly PersonalRecord[];
  readonly ledger: readonly PersonalRecord[];
  readonly badges: readonly PersonalRecord[];
  /**
   * Proofs of education: their details, not their bytes. A proof is up to several megabytes, so
   * base64 in the JSON would make every download heavy; the member downloads each one on the
   * file-operations page.
   */
  readonly files: readonly PersonalRecord[];
  readonly signInProviders: readonly PersonalRecord[];
  readonly auditEntries: readonly PersonalRecord[];
  /** Programme news, the kinds of mail switched off, the private calendar feed. */
  readonly mailSettings: PersonalRecord;
  /** The messages the member wrote in their projects' threads (the partner's are the partner's). */
  readonly messages: readonly PersonalRecord[];
  readonly scheduledSessions: readonly PersonalRecord[];
  /** The projects' open proposals of session times, the member's and the partner's. */
  readonly sessionProposals: readonly PersonalRecord[];
  /** The ratings the member gave as a coachee; those a coach received are the coachees'. */
  readonly ratingsGiven: readonly PersonalRecord[];
  /** The coaching logs the member published, revoked ones too. */
  readonly publishedLogs: readonly PersonalRecord[];
  readonly notifications: readonly PersonalRecord[];
}

export type PersonalDataKind = Exclude<keyof PersonalData, 'exportedAt'>;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The audit log is read page by page: one member's entries are few, but the limit is the port's. */
const auditPageSize = 200;

async function auditEntriesOf(ctx: Pick<UseCaseContext, 'repositories'>, accountId: string) {
  const entries = [];
  for (let offset = 0; ; offset += auditPageSize) {
    const page = await ctx.repositories.auditLog.search({
      search: '',
      entityType: 'account',
      entityId: accountId,
      oldestFirst: true,
      offset,
      limit: auditPageSize,
    });
    entries.push(...page.items);
    if (page.items.length < auditPageSize) return entries;
  }
}

/** Collects the member's data from the read repositories (a snapshot: nothing is written). */
export async function collectPersonalData(
  ctx: Pick<UseCaseContext, 'repositories' | 'clock'>,
  accountId: string,
): Promise<PersonalData | null> {
  const { repositories } = ctx;
  const account = await repositories.accounts.findById(accountId);
  if (!account) return null;
  const [orders, requests, projects, ledger, badges, files, identities, preferences, audit] =
    await Promise.all([
      repositories.orders.listByAccount(accountId),
      repositories.projectRequests.listOfAccount(accountId),
      repositories.projects.listDetailsOfAccount(accountId),
      repositories.ledger.listForAccount(accountId),
      repositories.badges.list(),
      repositories.accountFiles.listOfAccount(accountId),
      repositories.externalIdentities.listOfAccount(accountId),
      repositories.coachingHours.findPreferences(accountId),
      auditEntriesOf(ctx, accountId),
    ]);
  const exchanges = await collectExchanges(ctx, accountId, projects);
  // One read for every project's sessions (500 for a busy member), listed project by project.
  const sessionsByProject = new Map<string, ProjectSession[]>(projects.map((project) => [project.id, []]));
  for (const session of await repositories.projectSessions.listOfProjects(projects.map(({ id }) => id))) {
    sessionsByProject.get(session.projectId)?.push(session);
  }
  const badge = badgeForScore(badges, account.score);

  return {
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      surname: account.surname,
      email: account.email,
      phone: account.phone,
      countryCode: account.countryCode,
      stateCode: account.stateCode,
      city: account.city,
      address: account.address,
      bio: account.bio,
      profilePhotoPath: account.profilePhotoPath,
      role: account.accountRoleType,
      status: account.status,
      isLocked: account.isLocked,
      score: account.score,
      subscriptionEndDate: iso(account.subscriptionEndDate),
      membershipPackageId: account.membershipPackageId,
      createdAt: iso(account.createdAt),
      lastLoginAt: iso(account.lastLoginAt),
      hasPassword: account.passwordHash !== null,
    },
    identity: {
      identityNumber: account.identityNumber,
      passportNumber: account.passportNumber,
    },
    settings: {
      language: account.language,
      coachingLanguages: account.languages.join(', '),
      themePack: account.themePack,
      themeMode: account.themeMode,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      privacyAcceptedAt: iso(account.privacyAcceptedAt),
      dataProtectionAcceptedAt: iso(account.dataProtectionAcceptedAt),
      trainingStartedOn: preferences.trainingStartedOn,
      shareEmailWithCoaches: preferences.shareEmailWithCoaches,
      shareNameWithCoaches: preferences.shareNameWithCoaches,
    },
    orders: orders.map((order) => ({
      orderNumber: order.orderNumber,
      packageNameTr: order.packageNameTr,
      packageNameEn: order.packageNameEn,
      method: order.method,
      periodMonths: order.periodMonths,
      priceUsd: order.priceUsd,
      currency: order.currency,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      startsAt: iso(order.startsAt),
      endsAt: iso(order.endsAt),
      createdAt: iso(order.createdAt),
    })),
    projectRequests: requests.map((request) => ({
      id: request.id,
      role: request.role,
      languages: request.languages.join(', '),
      state: request.state,
      createdAt: iso(request.createdAt),
      closedAt: iso(request.closedAt),
      projectId: request.projectId,
    })),
    projects: projects.map((project) => {
      const myRole = project.coachAccountId === accountId ? 'coach' : 'coachee';
      const partner = myRole === 'coach' ? project.coachee : project.coach;
      return {
        id: project.id,
        myRole,
        partnerName: fullNameOf(partner),
        language: project.language,
        state: project.state,
        startedAt: iso(project.startedAt),
        deadlineAt: iso(project.deadlineAt),
        closedAt: iso(project.closedAt),
        sessionCount: project.sessionCount,
        myPoints: project.points[myRole],
      };
    }),
    projectSessions: [...sessionsByProject.values()].flat().map((session) => {
      const mine = session.recordedByAccountId === accountId;
      return {
        id: session.id,
        projectId: session.projectId,
        heldOn: session.heldOn,
        hours: session.halfHours / 2,
        loggedBy: mine ? 'me' : 'partner',
        state: session.state,
        note: mine ? session.note : null,
        disputeReason: session.disputeReason,
        createdAt: iso(session.createdAt),
        decidedAt: iso(session.decidedAt),
      };
    }),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      projectId: entry.projectId,
      note: entry.note,
      createdAt: iso(entry.createdAt),
    })),
    badges: badge
      ? [{ nameTr: badge.nameTr, nameEn: badge.nameEn, lower: badge.lower, upper: badge.upper }]
      : [],
    files: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      state: file.state,
      rejectionReason: file.rejectionReason,
      reviewedAt: iso(file.reviewedAt),
      createdAt: iso(file.createdAt),
    })),
    signInProviders: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: iso(identity.linkedAt),
      lastSignInAt: iso(identity.lastSignInAt),
    })),
    auditEntries: audit.map((entry) => ({
      action: entry.action,
      by: entry.actorAccountId === accountId ? 'me' : entry.actorAccountId === null ? 'system' : 'staff',
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      clientAddress: entry.actorAccountId === accountId ? entry.clientAddress : null,
      createdAt: iso(entry.createdAt),
    })),
    ...exchanges,
  };
}
