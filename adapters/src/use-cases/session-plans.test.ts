import {
  abortProjectByAdministrator,
  answerSessionProposal,
  cancelScheduledSession,
  confirmSession,
  execute,
  getCalendarFeed,
  getProjectPlan,
  listNotifications,
  listProjectSessions,
  listUpcomingSessions,
  logSession,
  parseMail,
  proposeSessionTimes,
  readCalendarFeed,
  renewCalendarFeed,
  revokeCalendarFeed,
  sendUpcomingSessionReminders,
} from '@coach/core';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../mail/react-email-renderer.ts';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

/** 12:00 in Istanbul on Monday 2026-03-02. */
const start = new Date('2026-03-02T09:00:00Z');
const renderer = createReactEmailRenderer({
  publicBaseUrl: 'https://koc.example.org',
  organizerAddress: 'no-reply@koc.example.org',
});

async function running(p: Programme) {
  const coach = await p.coachReady('Kerem', { language: 'tr' });
  const coachee = await p.member('Ayşe', { language: 'en' });
  const outsider = await p.member('Deniz');
  const { project } = await p.pairUp({ coach, coachee });
  return { coach, coachee, outsider, projectId: project.id };
}

const propose = (
  who: Member,
  projectId: string,
  slots: { day: string; time: string; minutes: number }[],
  scheduledSessionId?: string,
) => execute(proposeSessionTimes, who.ctx, { projectId, slots, scheduledSessionId });
const accept = (who: Member, proposalId: string, slot = 0) =>
  execute(answerSessionProposal, who.ctx, { proposalId, answer: 'accept', slot });
const plan = (who: Member, projectId: string) => execute(getProjectPlan, who.ctx, { projectId });

/** The only VEVENT of an .ics text, and the calendar's METHOD, as ical.js reads them. */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { method: calendar.getFirstPropertyValue('method'), events, calendar };
}

/** The invite mail of `recipient` rendered, with its .ics parsed. */
async function renderedInvite(p: Programme, recipient: string, index = -1) {
  const mails = (await p.mails()).filter(
    (mail) => mail.template === 'sessionInvite' && mail.recipient === recipient,
  );
  const mail = mails.at(index);
  if (!mail) throw new Error(`no invite to ${recipient}`);
  const rendered = await renderer.render(parseMail(mail.template, mail.data), mail.language);
  if (!rendered.calendar) throw new Error('the invite carries no calendar');
  return { rendered, ics: rendered.calendar.content, ...parseIcs(rendered.calendar.content) };
}

describe('proposing and answering session times', () => {
  it('a partner proposes, only the other answers; the accepted time is sent to both as a valid invite', async () => {
    const p = await programme({ start });
    const { coach, coachee, outsider, projectId } = await running(p);
    const proposed = await propose(coach, projectId, [
      { day: '2026-03-05', time: '10:00', minutes: 60 },
      { day: '2026-03-06', time: '18:30', minutes: 90 },
    ]);
    const proposal = proposed.openProposal;
    expect(proposal).toMatchObject({ mine: true, canAnswer: false, state: 'open' });
    expect(proposal?.slots[0]).toEqual({
      startsAt: '2026-03-05T07:00:00.000Z',
      day: '2026-03-05',
      time: '10:00',
      minutes: 60,
    });
    if (!proposal) throw new Error('no proposal');
    expect((await plan(coachee, projectId)).openProposal).toMatchObject({ mine: false, canAnswer: true });
    // The coachee is told there is a proposal to answer (ADR 0055), linked to the project.
    const notified = await execute(listNotifications, coachee.ctx, { page: 1, pageSize: 50 });
    expect(notified.items.filter((item) => item.kind === 'proposalToAnswer')).toMatchObject([
      { data: { partnerName: 'Kerem Üye', projectId }, link: `user/projects#project-${projectId}` },
    ]);
    // The proposer does not answer their own proposal; someone outside the project is told it does not exist.
    expect(await outcome(accept(coach, proposal.id))).toBe('onlyProposalPartner');
    expect(await outcome(accept(outsider, proposal.id))).toBe('recordNotFound');
    expect(await outcome(plan(outsider, projectId))).toBe('recordNotFound');

    const answered = await accept(coachee, proposal.id, 1);
    expect(answered.openProposal).toBeNull();
    // Answered: the bell's "proposed times" is read.
    const afterAnswer = await execute(listNotifications, coachee.ctx, { page: 1, pageSize: 50 });
    expect(afterAnswer.items.find((item) => item.kind === 'proposalToAnswer')?.readAt).not.toBeNull();
    expect(answered.sessions).toEqual([
      expect.objectContaining({
        day: '2026-03-06',
        time: '18:30',
        minutes: 90,
        role: 'coachee',
        partnerName: 'Kerem Üye',
        upcoming: true,
        canLog: false,
      }),
    ]);
    expect(await outcome(accept(coachee, proposal.id))).toBe('proposalNotOpen');
    expect((await execute(listUpcomingSessions, coach.ctx, {})).items).toEqual([
      expect.objectContaining({ day: '2026-03-06', role: 'coach', partnerName: 'Ayşe Üye' }),
    ]);

    const invites = await p.mailsOf('sessionInvite');
    expect(invites.map((mail) => [mail.to, mail.language, mail.data.sequence, mail.data.change])).toEqual([
      [coach.email, 'tr', 0, 'scheduled'],
      [coachee.email, 'en', 0, 'scheduled'],
    ]);
    // Each copy: METHOD:REQUEST, the right start (UTC), the platform as organizer, and only its own
    // recipient as attendee: the coach's copy never names the coachee's address.
    const coachCopy = await renderedInvite(p, coach.email);
    const coacheeCopy = await renderedInvite(p, coachee.email);
    expect(coachCopy.method).toBe('REQUEST');
    expect(coachCopy.events).toHaveLength(1);
    const event = coachCopy.events[0];
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-03-06T15:30:00.000Z');
    // In UTC, which needs no VTIMEZONE: every calendar shows it in its reader's zone.
    expect(coachCopy.ics).toContain('DTSTART:20260306T153000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-03-06T17:00:00.000Z');
    expect(event?.sequence).toBe(0);
    expect(String(event?.organizer).toLowerCase()).toBe('mailto:no-reply@koc.example.org');
    expect(event?.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${coach.email}`,
    ]);
    expect(coachCopy.ics).not.toContain(coachee.email);
    expect(coacheeCopy.events[0]?.uid).toBe(event?.uid);
    expect(coachCopy.rendered.subject).toContain('Ayşe Üye');
  });

  it('a counter-proposal replaces the open one; past times and wrong lengths are refused', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const first = (await propose(coach, projectId, [{ day: '2026-03-05', time: '10:00', minutes: 60 }]))
      .openProposal;
    const counter = (await propose(coachee, projectId, [{ day: '2026-03-07', time: '09:00', minutes: 30 }]))
      .openProposal;
    expect(counter).toMatchObject({ mine: true, canAnswer: false });
    if (!first || !counter) throw new Error('no proposal');
    expect(await outcome(accept(coachee, first.id))).toBe('proposalNotOpen');
    expect(await outcome(accept(coach, first.id))).toBe('onlyProposalPartner');
    // Noon today in Istanbul is now: an earlier time, or now itself, is in the past.
    const past = await failure(
      propose(coach, projectId, [{ day: '2026-03-02', time: '12:00', minutes: 60 }]),
    );
    expect(past.key).toBe('validationFailed');
    expect(past.data).toEqual({ fields: { 'slots.0': { key: 'timeInThePast' } } });
    expect(
      await outcome(propose(coach, projectId, [{ day: '2026-03-05', time: '10:00', minutes: 45 }])),
    ).toBe('validationFailed');
    expect(
      await outcome(
        propose(
          coach,
          projectId,
          ['01', '02', '03', '04'].map((hour) => ({ day: '2026-03-09', time: `${hour}:00`, minutes: 60 })),
        ),
      ),
    ).toBe('validationFailed');
    // The counter-proposal is still the open one; declining closes it without a session.
    const declined = await execute(answerSessionProposal, coach.ctx, {
      proposalId: counter.id,
      answer: 'decline',
    });
    expect(declined).toMatchObject({ openProposal: null, sessions: [] });
    expect(await p.mailsOf('sessionInvite')).toEqual([]);
  });
});

describe('changing a scheduled session', () => {
  it('a new time goes out with SEQUENCE + 1, a cancellation as METHOD:CANCEL with the next', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const proposal = (await propose(coach, projectId, [{ day: '2026-03-05', time: '10:00', minutes: 60 }]))
      .openProposal;
    if (!proposal) throw new Error('no proposal');
    const scheduled = (await accept(coachee, proposal.id)).sessions[0];
    if (!scheduled) throw new Error('no session');
    const moving = (
      await propose(coachee, projectId, [{ day: '2026-03-05', time: '14:00', minutes: 60 }], scheduled.id)
    ).openProposal;
    if (!moving) throw new Error('no proposal');
    p.advanceDays(0.01);
    const moved = await accept(coach, moving.id);
    expect(moved.sessions).toEqual([expect.objectContaining({ id: scheduled.id, time: '14:00' })]);
    const update = await renderedInvite(p, coachee.email);
    expect(update.method).toBe('REQUEST');
    expect(update.events[0]?.sequence).toBe(1);
    expect(update.events[0]?.startDate.toJSDate().toISOString()).toBe('2026-03-05T11:00:00.000Z');

    p.advanceDays(0.01);
    const cancelled = await execute(cancelScheduledSession, coach.ctx, { scheduledSessionId: scheduled.id });
    expect(cancelled.sessions).toEqual([]);
    const cancellation = await renderedInvite(p, coach.email);
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.events[0]?.sequence).toBe(2);
    expect(cancellation.events[0]?.uid).toBe(update.events[0]?.uid);
    expect(cancellation.events[0]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(
      await outcome(execute(cancelScheduledSession, coachee.ctx, { scheduledSessionId: scheduled.id })),
    ).toBe('proposalNotOpen');
  });
});

describe('a project that closes', () => {
  it('cancels its sessions ahead in both calendars, leaves the ones that have passed, and reads the proposal’s notification', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const schedule = async (day: string) => {
      const proposal = (await propose(coach, projectId, [{ day, time: '10:00', minutes: 60 }])).openProposal;
      if (!proposal) throw new Error('no proposal');
      return (await accept(coachee, proposal.id)).sessions.find((session) => session.day === day);
    };
    const past = await schedule('2026-03-03');
    const ahead = await schedule('2026-03-10');
    p.advanceDays(3);
    // A proposal still waiting for the coachee when the project ends.
    await propose(coach, projectId, [{ day: '2026-03-12', time: '10:00', minutes: 60 }]);
    const waiting = async () =>
      (await execute(listNotifications, coachee.ctx, { page: 1, pageSize: 50 })).items.filter(
        (item) => item.kind === 'proposalToAnswer' && item.readAt === null,
      );
    expect(await waiting()).toHaveLength(1);
    await execute(abortProjectByAdministrator, p.admin, { projectId, reason: 'Programme ended' });
    // Nobody can answer it now: its notification no longer asks.
    expect(await waiting()).toEqual([]);

    for (const who of [coach, coachee]) {
      const cancellation = await renderedInvite(p, who.email);
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.events[0]?.sequence).toBe(1);
      expect(cancellation.events[0]?.startDate.toJSDate().toISOString()).toBe('2026-03-10T07:00:00.000Z');
    }
    const cancelMails = (await p.mails()).filter(
      (mail) => mail.template === 'sessionInvite' && mail.data.change === 'cancelled',
    );
    expect(cancelMails.map((mail) => mail.data.scheduledSessionId)).toEqual([ahead?.id, ahead?.id]);
    const kept = await p.ports.repositories.sessionPlans.findScheduled(past?.id ?? '');
    expect(kept).toMatchObject({ state: 'scheduled', sequence: 0 });
  });
});

describe('the day-before reminder and logging the session', () => {
  it('reminds both partners once, then the coach logs it in one click and the coachee confirms', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const remind = () => execute(sendUpcomingSessionReminders, p.system, {});
    const proposal = (await propose(coachee, projectId, [{ day: '2026-03-05', time: '10:00', minutes: 90 }]))
      .openProposal;
    if (!proposal) throw new Error('no proposal');
    const scheduled = (await accept(coach, proposal.id)).sessions[0];
    if (!scheduled) throw new Error('no session');
    expect(await remind()).toEqual({ sent: 0 });
    p.advanceDays(2); // Wednesday noon: the session starts in 22 hours.
    expect(await remind()).toEqual({ sent: 2 });
    expect(await remind()).toEqual({ sent: 0 });
    expect((await p.mailsOf('sessionComingUp')).map((mail) => mail.to)).toEqual([coach.email, coachee.email]);

    const logFromPlan = (who: Member) =>
      execute(logSession, who.ctx, {
        projectId,
        heldOn: scheduled.day,
        hours: 1.5,
        scheduledSessionId: scheduled.id,
      });
    // Not before its day (the session log's own rule), and only by the coach.
    expect((await plan(coach, projectId)).sessions[0]).toMatchObject({ upcoming: true, canLog: false });
    expect(await outcome(logFromPlan(coach))).toBe('validationFailed');
    p.advanceDays(1);
    expect((await plan(coach, projectId)).sessions[0]).toMatchObject({ upcoming: false, canLog: true });
    expect((await plan(coachee, projectId)).sessions[0]).toMatchObject({ canLog: false });
    expect(await outcome(logFromPlan(coachee))).toBe('recordNotFound');
    const logged = await logFromPlan(coach);
    expect(logged.items).toEqual([
      expect.objectContaining({ heldOn: '2026-03-05', hours: 1.5, state: 'pending' }),
    ]);
    expect((await plan(coach, projectId)).sessions[0]).toMatchObject({ canLog: false });
    expect(await outcome(logFromPlan(coach))).toBe('recordNotFound');
    const sessionId = logged.items[0]?.id ?? '';
    await execute(confirmSession, coachee.ctx, { projectSessionId: sessionId });
    expect((await execute(listProjectSessions, coach.ctx, { projectId })).confirmedHours).toBe(1.5);
  });
});

describe('the private calendar feed', () => {
  it('lists the member’s sessions by its token alone, and stops at once when revoked or renewed', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    expect(await execute(getCalendarFeed, coach.ctx, {})).toEqual({ url: null, createdAt: null });
    const proposal = (await propose(coach, projectId, [{ day: '2026-03-05', time: '10:00', minutes: 60 }]))
      .openProposal;
    if (!proposal) throw new Error('no proposal');
    await accept(coachee, proposal.id);
    const feed = await execute(renewCalendarFeed, coach.ctx, {});
    expect(feed.url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(await execute(getCalendarFeed, coach.ctx, {})).toEqual(feed);
    const file = (url: string | null) =>
      execute(readCalendarFeed, p.system, { feed: (url ?? '').replace('/api/calendar/', '') });
    const read = await file(feed.url);
    expect(read.contentType).toBe('text/calendar');
    const parsed = parseIcs(new TextDecoder().decode(read.bytes));
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
      ['Koçluk seansı: Ayşe Üye', '2026-03-05T07:00:00.000Z'],
    ]);
    expect(parsed.events[0]?.attendees).toEqual([]);

    const renewed = await execute(renewCalendarFeed, coach.ctx, {});
    expect(renewed.url).not.toBe(feed.url);
    expect(await outcome(file(feed.url))).toBe('recordNotFound');
    await execute(revokeCalendarFeed, coach.ctx, {});
    expect(await outcome(file(renewed.url))).toBe('recordNotFound');
  });
});
