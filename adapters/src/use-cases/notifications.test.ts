import {
  changeMailPreferences,
  execute,
  getMailPreferences,
  listNotifications,
  logSession,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  sendClosingRequest,
  sendDeadlineWarnings,
  sendMembershipReminders,
} from '@coach/core';
import { purgeOldNotifications } from '@coach/core/notifications/purge-notifications';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, programme } from './projects-testing.ts';

// Issue 32 (ADR 0055): each event that needs a member writes a notification beside its mail, in the
// same unit of work; reading it takes it out of the unread count; a kind of mail switched off is
// not sent, while its notification still appears.

const start = new Date('2026-03-02T09:00:00Z');

const notificationsOf = async (who: Member) => execute(listNotifications, who.ctx, { page: 1, pageSize: 50 });
const kindsOf = async (who: Member) => (await notificationsOf(who)).items.map((item) => item.kind);
const only = async (who: Member, kind: Notification['kind']) => {
  const found = (await notificationsOf(who)).items.filter((item) => item.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as Notification;
};

describe('notifications for each event', () => {
  it('tells both partners they were matched, linking to their projects', async () => {
    const p = await programme({ start });
    const { coach, coachee, project } = await p.pairUp();
    for (const [who, partner, role] of [
      [coach, coachee, 'coach'],
      [coachee, coach, 'coachee'],
    ] as const) {
      expect(await only(who, 'projectMatched')).toMatchObject({
        data: { partnerName: `${partner.account.name} Üye`, role, projectId: project.id },
        link: 'user/projects',
        readAt: null,
      });
    }
  });

  it('tells the partner, not the author, of a session to confirm', async () => {
    const p = await programme({ start });
    const { coach, coachee, project } = await p.pairUp();
    await execute(logSession, coach.ctx, { projectId: project.id, heldOn: '2026-03-02', hours: 1 });
    expect(await only(coachee, 'sessionToConfirm')).toMatchObject({
      data: { heldOn: '2026-03-02', projectId: project.id },
      link: 'user/projects',
    });
    expect(await kindsOf(coach)).not.toContain('sessionToConfirm');
  });

  it('tells the coachee a closing request waits, linking to its confirmation page', async () => {
    const p = await programme({ start });
    const { coach, coachee, project } = await p.pairUp();
    p.advanceDays(20);
    await execute(sendClosingRequest, coach.ctx, {
      projectId: project.id,
      sessionCount: 5,
      confirmAboveLog: true,
    });
    const waiting = await only(coachee, 'closingRequestWaiting');
    const requestId = waiting.kind === 'closingRequestWaiting' ? waiting.data.projectCompletionRequestId : '';
    expect(waiting.link).toBe(`projectcompletionrequestapprovalbycoachee/${requestId}`);
    expect(await kindsOf(coach)).not.toContain('closingRequestWaiting');
  });

  it('tells a member their proof was reviewed, with the reason of a rejection', async () => {
    const p = await programme({ start });
    const approved = await p.member('Onaylı', { proof: 'approved' });
    const rejected = await p.member('Reddedilen', { proof: 'rejected' });
    expect(await only(approved, 'proofReviewed')).toMatchObject({
      data: { approved: true, reason: null },
      link: 'user/file-operations',
    });
    expect(await only(rejected, 'proofReviewed')).toMatchObject({
      data: { approved: false, reason: 'Unreadable scan' },
    });
  });

  it('tells a member their membership ends, then that it ended, linking to the renewal', async () => {
    const p = await programme({ start });
    const ending = await p.member('Biten', { membershipDays: 3 });
    await execute(sendMembershipReminders, p.system, {});
    expect(await only(ending, 'membershipEnding')).toMatchObject({
      data: { ended: false },
      link: 'user/membership-renewal',
    });
    p.advanceDays(4);
    await execute(sendMembershipReminders, p.system, {});
    expect((await notificationsOf(ending)).items.map((item) => item.data)).toContainEqual(
      expect.objectContaining({ ended: true }),
    );
  });

  it('tells both partners a deadline is near', async () => {
    const p = await programme({ start });
    const { coach, coachee } = await p.pairUp();
    p.advanceDays(98);
    await execute(sendDeadlineWarnings, p.system, {});
    for (const who of [coach, coachee]) {
      expect(await only(who, 'deadlineNear')).toMatchObject({
        data: { kind: 'deadline_in_7_days' },
        link: 'user/projects',
      });
    }
  });
});

describe('reading notifications', () => {
  it('lists the newest first; one read leaves the unread count, and all read empties it', async () => {
    const p = await programme({ start });
    const { coach, coachee, project } = await p.pairUp();
    p.advanceDays(1);
    await execute(logSession, coach.ctx, { projectId: project.id, heldOn: '2026-03-02', hours: 1 });
    const before = await notificationsOf(coachee);
    // Newest first; the match and the proof's review happened at the same instant, in either order.
    expect(before.items[0]?.kind).toBe('sessionToConfirm');
    expect(
      before.items
        .slice(1)
        .map((item) => item.kind)
        .sort(),
    ).toEqual(['projectMatched', 'proofReviewed']);
    expect(before.unread).toBe(3);
    await execute(markNotificationRead, coachee.ctx, { id: before.items[0]?.id ?? '' });
    const after = await notificationsOf(coachee);
    expect(after.unread).toBe(2);
    expect(after.items[0]?.readAt).toBe(p.clock.now().toISOString());
    expect(await execute(markAllNotificationsRead, coachee.ctx, {})).toEqual({ marked: 2 });
    expect(await notificationsOf(coachee)).toMatchObject({ unread: 0, total: 3 });
    // Nobody else's unread count moved.
    expect((await notificationsOf(coach)).unread).toBe(2);
  });

  it("answers another member's notification as if it did not exist (4002)", async () => {
    const p = await programme({ start });
    const { coach, coachee } = await p.pairUp();
    const [theirs] = (await notificationsOf(coach)).items;
    expect(await outcome(execute(markNotificationRead, coachee.ctx, { id: theirs?.id ?? '' }))).toBe(
      'recordNotFound',
    );
  });

  it('purges notifications older than 90 days, read or not', async () => {
    const p = await programme({ start });
    const { coachee } = await p.pairUp();
    p.advanceDays(89);
    expect(await execute(purgeOldNotifications, p.system, {})).toEqual({ deleted: 0 });
    p.advanceDays(2);
    // Each partner's match and proof review, and the administrator's own nothing.
    expect((await execute(purgeOldNotifications, p.system, {})).deleted).toBeGreaterThanOrEqual(4);
    expect((await notificationsOf(coachee)).total).toBe(0);
  });
});

describe('mail choices', () => {
  it('does not send a kind of mail switched off, while its notification still appears', async () => {
    const p = await programme({ start });
    const coach = await p.coachReady('Koç');
    const coachee = await p.member('Danışan');
    expect(
      await execute(changeMailPreferences, coachee.ctx, {
        programmeNews: true,
        switchedOff: ['projectMatched'],
      }),
    ).toEqual({ programmeNews: true, switchedOff: ['projectMatched'] });
    await p.pairUp({ coach, coachee });
    expect((await p.mailsOf('projectMatched')).map((mail) => mail.to)).toEqual([coach.email]);
    expect(await kindsOf(coachee)).toContain('projectMatched');
    // Programme news alone leaves the kinds switched off as they were.
    await execute(changeMailPreferences, coachee.ctx, { programmeNews: false });
    expect(await execute(getMailPreferences, coachee.ctx, {})).toEqual({
      programmeNews: false,
      switchedOff: ['projectMatched'],
    });
  });

  it('refuses to switch off an essential kind of mail', async () => {
    const p = await programme({ start });
    const member = await p.member('Üye');
    const refused = await failure(
      execute(changeMailPreferences, member.ctx, {
        programmeNews: true,
        switchedOff: ['resetPassword' as 'projectMatched'],
      }),
    );
    expect(refused.key).toBe('validationFailed');
  });
});
