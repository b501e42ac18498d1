import { deleteAccount } from '@coach/core/accounts/delete-account';
import { fullNameOf } from '@coach/core/accounts/domain/account';
import {
  accountDeletedAbortReason,
  erasedAccountName,
  erasedEmailOf,
} from '@coach/core/accounts/domain/erase-account';
import { updateAccount } from '@coach/core/accounts/update-account';
import { confirmSession } from '@coach/core/coaching/confirm-session';
import { exportCoachingLog } from '@coach/core/coaching/export-coaching-log';
import { getCoachingLog } from '@coach/core/coaching/get-coaching-log';
import { getPublishedCoachingLog } from '@coach/core/coaching/get-published-coaching-log';
import { listProjectSessions } from '@coach/core/coaching/list-project-sessions';
import { logSession } from '@coach/core/coaching/log-session';
import { publishCoachingLog } from '@coach/core/coaching/publish-coaching-log';
import { updateCoachingPreferences } from '@coach/core/coaching/update-coaching-preferences';
import { changeFileStatus } from '@coach/core/files/change-file-status';
import { uploadAccountFile } from '@coach/core/files/upload-account-file';
import { getLedger } from '@coach/core/ledger/get-ledger';
import { grantOpeningBalance } from '@coach/core/ledger/grant-opening-balance';
import { matchManually } from '@coach/core/matching/match-manually';
import { grantMembership } from '@coach/core/membership/grant-membership';
import { listNotifications } from '@coach/core/notifications/list-notifications';
import { readCalendarFeed, renewCalendarFeed } from '@coach/core/planning/calendar-feed';
import { changeAvatar } from '@coach/core/profiles/change-avatar';
import { updateOwnProfile } from '@coach/core/profiles/update-own-profile';
import { cancelProjectRequest } from '@coach/core/projects/cancel-project-request';
import { completeProjectAsCoachee } from '@coach/core/projects/complete-project-as-coachee';
import { listMyProjects } from '@coach/core/projects/list-my-projects';
import { requestToBeCoached } from '@coach/core/projects/request-to-be-coached';
import { requestToCoach } from '@coach/core/projects/request-to-coach';
import { anonymousActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import { expect } from 'vitest';
import { pngPicture } from '../testing/pictures.ts';
import { minimalPdf } from '../testing/proof-files.ts';
import type { TestContextOptions } from '../testing/test-context.ts';
import { type Member, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');

/**
 * The person whose account is deleted, with strings found nowhere else, so that a search of the
 * whole database for them finds only what the erasure left behind.
 */
export const zerrin = {
  name: 'Zerrinçiçek',
  surname: 'Silinenoğlu',
  email: 'zerrin.silinenoglu@example.com',
  identityNumber: '10000000146',
  /** As entered; stored as +905329876543. */
  phone: '0532 987 65 43',
  storedPhone: '+905329876543',
  address: 'Moda Caddesi 17, Kadıköy',
} as const;

/** The strings of Zerrin's that must be gone from every table after the deletion. */
export const zerrinsPersonalData = [
  zerrin.name,
  zerrin.surname,
  zerrin.email,
  zerrin.identityNumber,
  zerrin.storedPhone,
  '5329876543',
  zerrin.address,
];

/** Zerrin, ready to coach: coach-level package, approved proof, 10 points, a request made before. */
async function zerrinReadyToCoach(p: Programme): Promise<Member> {
  const created = await p.world.createAccount({
    email: zerrin.email,
    name: zerrin.name,
    surname: zerrin.surname,
    identityNumber: zerrin.identityNumber,
    accountRoleType: 'User',
    languages: ['tr', 'en'],
    subscriptionEndDate: new Date(p.clock.now().getTime() + 365 * 86_400_000).toISOString(),
  });
  const coachPackage = (await p.ports.repositories.membershipPackages.list()).find((each) => each.coachLevel);
  await p.ports.unitOfWork.run(({ repositories }) =>
    repositories.accounts.update(created.id, { membershipPackageId: coachPackage?.id ?? null }),
  );
  // An administrator's change: the audit log copies the account, before and after.
  await execute(updateAccount, p.admin, { accountId: created.id, phone: zerrin.phone });
  const ctx = await p.world.signedIn(await p.world.signIn(zerrin.email));
  await execute(updateOwnProfile, ctx, {
    bio: `${zerrin.name} anlatıyor`,
    address: zerrin.address,
    phone: zerrin.phone,
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Kadıköy',
    languages: ['tr', 'en'],
    language: 'tr',
  });
  await execute(changeAvatar, ctx, { file: { name: 'me.png', bytes: await pngPicture() } });
  const file = await execute(uploadAccountFile, ctx, { file: { name: 'diploma.pdf', bytes: minimalPdf() } });
  await execute(changeFileStatus, p.admin, { accountFileId: file.id, fileApproveState: 'approved' });
  await execute(grantOpeningBalance, p.system, { accountId: created.id, points: 10 });
  const earlier = await execute(requestToBeCoached, ctx, { languages: ['tr'] });
  await execute(cancelProjectRequest, ctx, { projectRequestId: earlier.id });
  const account = await p.ports.repositories.accounts.findById(created.id);
  if (!account) throw new Error('Zerrin vanished');
  return { ctx, account, id: account.id, email: zerrin.email };
}

/** Logs a session as `recorder` and has `partner` confirm it. */
async function confirmedSession(
  recorder: Member,
  partner: Member,
  projectId: string,
  heldOn: string,
  hours: number,
) {
  const logged = await execute(logSession, recorder.ctx, { projectId, heldOn, hours, note: 'Hedefler' });
  const session = logged.items.find((each) => each.heldOn === heldOn);
  if (!session) throw new Error('the logged session is not in the log');
  await execute(confirmSession, partner.ctx, { projectSessionId: session.id });
}

/** What Bora sees of his own record: everything the deletion must leave as it was. */
export async function borasRecord(p: Programme, bora: Member, projectIds: readonly string[]) {
  const sessions = [];
  for (const projectId of projectIds) {
    sessions.push(await execute(listProjectSessions, bora.ctx, { projectId }));
  }
  const csv = await execute(exportCoachingLog, bora.ctx, { format: 'csv', language: 'tr' });
  return {
    score: await p.score(bora),
    ledger: await execute(getLedger, bora.ctx, {}),
    sessions,
    coachingLog: await execute(getCoachingLog, bora.ctx, {}),
    coachingLogCsv: new TextDecoder().decode(csv.bytes),
    projects: (await execute(listMyProjects, bora.ctx, {})).items,
  };
}

/**
 * Zerrin coached Bora (a closed project: logged and confirmed sessions, points both ways) and is
 * being coached by him now (an open project with confirmed sessions); she has an open request to
 * coach again, an order an administrator granted, a proof, and entries in the audit log and the
 * outbox. Then the administrator deletes her account.
 */
export async function zerrinAndBora(options: TestContextOptions = {}) {
  const p = await programme({ start, ...options });
  const zerrinMember = await zerrinReadyToCoach(p);
  const bora = await p.coachReady('Bora');

  const first = await p.pairUp({ coach: zerrinMember, coachee: bora });
  p.advanceDays(7);
  await confirmedSession(zerrinMember, bora, first.project.id, '2026-03-04', 1.5);
  await confirmedSession(bora, zerrinMember, first.project.id, '2026-03-06', 1);
  await execute(completeProjectAsCoachee, bora.ctx, { projectId: first.project.id, sessionCount: 2 });

  p.advanceDays(1);
  const borasRequest = await p.requestCoach(bora);
  const zerrinsRequest = await p.requestCoachee(zerrinMember);
  const second = await execute(matchManually, p.admin, {
    coachRequestId: borasRequest.id,
    coacheeRequestId: zerrinsRequest.id,
    overrideReason: 'Roller değişti',
  });
  p.advanceDays(7);
  await confirmedSession(bora, zerrinMember, second.id, '2026-03-12', 2);
  await confirmedSession(zerrinMember, bora, second.id, '2026-03-14', 0.5);

  const coachPackage = (await p.ports.repositories.membershipPackages.list()).find((each) => each.coachLevel);
  await execute(grantMembership, p.admin, {
    accountId: zerrinMember.id,
    membershipPackageId: coachPackage?.id ?? '',
    note: 'Havale',
  });
  const openRequest = await execute(requestToCoach, zerrinMember.ctx, { languages: ['tr'] });
  // Bora's published log names his client Zerrin, who agreed; her calendar feed lists their sessions.
  await execute(updateCoachingPreferences, zerrinMember.ctx, {
    trainingStartedOn: null,
    shareEmailWithCoaches: false,
    shareNameWithCoaches: true,
  });
  const borasLog = await execute(publishCoachingLog, bora.ctx, { language: 'tr' });
  const zerrinsFeed = await execute(renewCalendarFeed, zerrinMember.ctx, {});

  return {
    p,
    zerrin: zerrinMember,
    bora,
    closedProjectId: first.project.id,
    openProjectId: second.id,
    openRequestId: openRequest.id,
    borasPublicationId: borasLog.publicationId,
    zerrinsFeedUrl: zerrinsFeed.url ?? '',
    deleteZerrin: () => execute(deleteAccount, p.admin, { accountId: zerrinMember.id }),
  };
}

/** Bora's record with Zerrin's name as the deletion leaves it: only her name may change. */
export function withZerrinErased<T>(record: T): T {
  const erased = fullNameOf(erasedAccountName);
  return JSON.parse(JSON.stringify(record).replaceAll(`${zerrin.name} ${zerrin.surname}`, erased)) as T;
}

/**
 * The rule, checked on any tier: Bora's score, ledger, session logs and coaching log (and its
 * export) are what they were; the open project ended as aborted, with no points, and Bora was told;
 * Zerrin's account is anonymised and cannot sign in; her mail, orders and audit entries name her
 * no more.
 */
export async function expectZerrinErasedAndBoraUntouched(
  scenario: Awaited<ReturnType<typeof zerrinAndBora>>,
  before: Awaited<ReturnType<typeof borasRecord>>,
) {
  const { p, bora, openProjectId, closedProjectId } = scenario;
  const after = await borasRecord(p, bora, [closedProjectId, openProjectId]);
  const project = (id: string) => after.projects.find((each) => each.id === id);
  expect(project(openProjectId)).toMatchObject({
    state: 'aborted_by_administrator',
    abortReason: accountDeletedAbortReason,
    myPoints: 0,
  });
  expect(project(closedProjectId)?.partner).toMatchObject({
    fullName: fullNameOf(erasedAccountName),
    email: null,
    profilePhotoPath: null,
  });
  // Entry for entry: only the partner's name and the open project's end may differ.
  const expected = withZerrinErased(before);
  expect(after.score).toBe(before.score);
  expect(after.ledger).toEqual(expected.ledger);
  expect(after.sessions.map(({ editable: _editable, ...log }) => log)).toEqual(
    expected.sessions.map(({ editable: _editable, ...log }) => log),
  );
  expect(after.coachingLog).toEqual(expected.coachingLog);
  expect(after.coachingLogCsv).toBe(expected.coachingLogCsv);

  const account = await p.ports.repositories.accounts.findById(scenario.zerrin.id);
  expect(account).toMatchObject({
    name: erasedAccountName.name,
    surname: erasedAccountName.surname,
    email: erasedEmailOf(scenario.zerrin.id),
    passwordHash: null,
    phone: null,
    identityNumber: null,
    passportNumber: null,
    address: null,
    bio: null,
    profilePhotoPath: null,
    isLocked: true,
  });
  await expect(p.world.signIn(zerrin.email)).rejects.toMatchObject({ key: 'invalidCredentials' });
  const requests = await p.ports.repositories.projectRequests.listOfAccount(scenario.zerrin.id);
  expect(requests.find((each) => each.id === scenario.openRequestId)?.state).toBe('cancelled');

  const mails = await p.mails();
  expect(mails.filter((mail) => mail.recipient === zerrin.email)).toEqual([]);
  expect(
    mails
      .filter((mail) => mail.template === 'projectAborted')
      .map((mail) => [mail.recipient, mail.data.reason]),
  ).toEqual([[bora.email, accountDeletedAbortReason]]);
  const audit = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 1000 });
  const orders = await p.ports.repositories.orders.listByAccount(scenario.zerrin.id);
  expect(orders).toHaveLength(1);
  // Bora's log that named her is withdrawn, and he is told to publish it again; her feed is gone.
  const anonymous = { ...p.ports, actor: anonymousActor };
  await expect(
    execute(getPublishedCoachingLog, anonymous, { publicationId: scenario.borasPublicationId }),
  ).rejects.toMatchObject({ key: 'coachingLogWithdrawn' });
  const withdrawal = (
    await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 1000 })
  ).items.find((entry) => entry.entityId === scenario.borasPublicationId);
  expect(withdrawal).toMatchObject({
    action: 'coaching.revokeLogPublication',
    after: { reason: 'clientDeleted' },
  });
  const notified = await execute(listNotifications, bora.ctx, { page: 1, pageSize: 50 });
  expect(notified.items.map((item) => item.kind)).toContain('publishedLogWithdrawn');
  const feed = scenario.zerrinsFeedUrl.split('/').at(-1) ?? '';
  await expect(execute(readCalendarFeed, anonymous, { feed })).rejects.toMatchObject({
    key: 'recordNotFound',
  });
  const publications = await p.ports.repositories.coachingLogPublications.listByAccount(bora.id);
  const kept = JSON.stringify({ mails, audit, orders, account, publications, notified });
  for (const value of zerrinsPersonalData) expect(kept).not.toContain(value);
  const [deletion] = audit.items;
  expect(deletion).toMatchObject({
    action: 'accounts.delete',
    entityId: scenario.zerrin.id,
    after: { outcome: 'anonymised', reason: 'deletedByAdministrator' },
  });
}
