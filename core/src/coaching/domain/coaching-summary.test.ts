import { describe, expect, it } from 'vitest';
import { summariseCoaching, thresholdsNear } from './coaching-summary.ts';
import type { HourEntry, HourPartner } from './hour-entry.ts';

const person = (id: string, sharesEmail = true): HourPartner => ({
  accountId: `account-${id}`,
  name: id,
  surname: 'Yılmaz',
  email: `${id.toLowerCase()}@example.com`,
  sharesEmail,
  sharesName: false,
});

let sessions = 0;

/** An entry of the member's: `hours` in the project `project` with `partner`, on `day`. */
const entry = (
  role: HourEntry['role'],
  partner: HourPartner,
  day: string,
  hours: number,
  project = `project-${partner.accountId}-${role}`,
): HourEntry => ({
  projectId: project,
  role,
  partner,
  day,
  halfHours: hours * 2,
  source: 'log',
  sessionId: `session-${String(++sessions).padStart(4, '0')}`,
});

const ayse = person('Ayşe');
const bora = person('Bora', false);
const cem = person('Cem');

describe('the coaching log from hour entries', () => {
  it('has a row per client, from their first to their last day, with the split and totals', () => {
    const summary = summariseCoaching(
      [
        entry('coach', bora, '2026-02-10', 1.5),
        entry('coach', ayse, '2026-01-05', 1),
        entry('coach', ayse, '2026-03-20', 2),
        // Hours received pay for the oldest coached ones: Ayşe's first hour, then Bora's hour and a half.
        entry('coachee', cem, '2026-04-01', 2.5),
      ],
      null,
      '2026-05-01',
    );
    expect(summary.rows).toEqual([
      {
        clientAccountId: ayse.accountId,
        clientName: 'Ayşe Yılmaz',
        contactEmail: 'ayşe@example.com',
        emailWithheld: false,
        kind: 'individual',
        groupSize: 1,
        startDate: '2026-01-05',
        endDate: '2026-03-20',
        paidHours: 1,
        proBonoHours: 2,
      },
      {
        clientAccountId: bora.accountId,
        clientName: 'Bora Yılmaz',
        contactEmail: null,
        emailWithheld: true,
        kind: 'individual',
        groupSize: 1,
        startDate: '2026-02-10',
        endDate: '2026-02-10',
        paidHours: 1.5,
        proBonoHours: 0,
      },
    ]);
    expect(summary.totals).toEqual({
      hours: 4.5,
      paidHours: 2.5,
      proBonoHours: 2,
      receivedHours: 2.5,
      clients: 2,
      recentHours: 4.5,
      hoursBeforeTraining: 0,
    });
  });

  it('never lists the e-mail of a client who did not agree to share it', () => {
    const { rows } = summariseCoaching([entry('coach', bora, '2026-02-10', 1)], null, '2026-05-01');
    expect(rows[0]).toMatchObject({ contactEmail: null, emailWithheld: true });
    expect(JSON.stringify(rows)).not.toContain(bora.email);
  });

  it('leaves coached hours before the training start out of the log and the progress, and reports them', () => {
    const summary = summariseCoaching(
      [
        entry('coach', ayse, '2025-12-31', 3),
        entry('coach', ayse, '2026-01-01', 1),
        entry('coach', bora, '2025-06-01', 2),
        // Received hours count from any day, before the training too.
        entry('coachee', cem, '2025-01-01', 1),
      ],
      '2026-01-01',
      '2026-05-01',
    );
    expect(summary.rows).toEqual([
      expect.objectContaining({
        clientName: 'Ayşe Yılmaz',
        startDate: '2026-01-01',
        paidHours: 1,
        proBonoHours: 0,
      }),
    ]);
    expect(summary.totals).toMatchObject({
      hours: 1,
      paidHours: 1,
      proBonoHours: 0,
      receivedHours: 1,
      clients: 1,
      hoursBeforeTraining: 5,
    });
    expect(summary.progress.find((item) => item.credential === 'ACC')?.reached).toEqual({
      hours: 1,
      paidHours: 1,
      clients: 1,
      recentHours: 1,
    });
  });

  it('counts as recent the hours of the 18 months up to today, from the same day of the month', () => {
    const summary = summariseCoaching(
      [
        entry('coach', ayse, '2025-05-22', 4),
        entry('coach', ayse, '2025-05-23', 2),
        entry('coach', bora, '2026-11-23', 0.5),
      ],
      null,
      '2026-11-23',
    );
    expect(summary.totals).toMatchObject({ hours: 6.5, recentHours: 2.5 });
  });

  it('shows what is missing and never a negative figure: 14 more hours, 2 more clients', () => {
    const clients = ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => person(id));
    const entries = [
      ...clients.map((client, index) => entry('coach', client, '2026-06-01', index === 0 ? 16 : 14)),
      entry('coachee', cem, '2026-07-01', 80),
    ];
    const { totals, progress } = summariseCoaching(entries, null, '2026-11-23');
    expect(totals).toMatchObject({ hours: 86, paidHours: 80, clients: 6, recentHours: 86 });
    expect(progress).toEqual([
      {
        credential: 'ACC',
        target: { hours: 100, paidHours: 75, clients: 8, recentHours: 25 },
        reached: { hours: 86, paidHours: 80, clients: 6, recentHours: 86 },
        missing: { hours: 14, paidHours: 0, clients: 2, recentHours: 0 },
        achieved: false,
      },
      {
        credential: 'PCC',
        target: { hours: 500, paidHours: 450, clients: 25, recentHours: 50 },
        reached: { hours: 86, paidHours: 80, clients: 6, recentHours: 86 },
        missing: { hours: 414, paidHours: 370, clients: 19, recentHours: 0 },
        achieved: false,
      },
    ]);
    for (const item of progress)
      for (const value of Object.values(item.missing)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('marks a credential achieved once nothing is missing', () => {
    const clients = Array.from({ length: 8 }, (_, index) => person(`K${index}`));
    const entries = [
      ...clients.map((client) => entry('coach', client, '2026-06-01', 13)),
      entry('coachee', cem, '2026-06-02', 104),
    ];
    const acc = summariseCoaching(entries, null, '2026-11-23').progress.find(
      (item) => item.credential === 'ACC',
    );
    expect(acc).toMatchObject({
      achieved: true,
      missing: { hours: 0, paidHours: 0, clients: 0, recentHours: 0 },
    });
  });

  it('draws the cumulative hours coached, all and paid, once per day with hours', () => {
    const { series } = summariseCoaching(
      [
        entry('coach', bora, '2026-01-10', 1),
        entry('coach', ayse, '2026-01-05', 2),
        entry('coach', ayse, '2026-01-10', 1.5),
        entry('coachee', cem, '2026-03-01', 3),
        // A received hour is no point of the chart.
        entry('coachee', cem, '2026-02-01', 0.5),
      ],
      null,
      '2026-05-01',
    );
    expect(series).toEqual([
      { date: '2026-01-05', hours: 2, paidHours: 2 },
      { date: '2026-01-10', hours: 4.5, paidHours: 3.5 },
    ]);
  });

  it('has no rows, zero totals and an empty chart without entries', () => {
    const summary = summariseCoaching([], null, '2026-05-01');
    expect(summary.rows).toEqual([]);
    expect(summary.series).toEqual([]);
    expect(summary.totals).toMatchObject({ hours: 0, paidHours: 0, clients: 0 });
    expect(summary.progress.map((item) => item.missing.hours)).toEqual([100, 500]);
  });
});

describe('thresholds near a member’s hours', () => {
  it('names the credentials within the distance below, with the hours missing', () => {
    expect(thresholdsNear(92, 10)).toEqual([{ credential: 'ACC', missingHours: 8 }]);
    expect(thresholdsNear(90, 10)).toEqual([{ credential: 'ACC', missingHours: 10 }]);
    expect(thresholdsNear(85, 10)).toEqual([]);
    expect(thresholdsNear(100, 10)).toEqual([]);
    expect(thresholdsNear(495.5, 10)).toEqual([{ credential: 'PCC', missingHours: 4.5 }]);
  });
});
