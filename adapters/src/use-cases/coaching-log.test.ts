import {
  completeProjectAsCoachee,
  csvContentType,
  execute,
  expireClosingRequests,
  exportCoachingLog,
  getCoachingLog,
  getMemberCoachingHours,
  getMemberDashboard,
  listMembersNearThreshold,
  sendClosingRequest,
  updateCoachingPreferences,
  xlsxContentType,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

/** A day as the workbook reads it back: its UTC fields are the day. */
const sheetDay = (day: string) => ({ kind: 'date', value: new Date(`${day}T00:00:00Z`) });

/**
 * A session straight into the log, logged by `recorder` and, unless told, confirmed by the partner.
 * The session-log use cases have their own tests: the coaching log only reads what they leave.
 */
async function logSession(
  p: Programme,
  projectId: string,
  recorder: Member,
  heldOn: string,
  hours: number,
  state: 'pending' | 'confirmed' | 'disputed' = 'confirmed',
) {
  await p.ports.unitOfWork.run(async ({ repositories }) => {
    const session = await repositories.projectSessions.insert({
      projectId,
      heldOn,
      halfHours: hours * 2,
      note: null,
      recordedByAccountId: recorder.id,
      createdAt: p.clock.now(),
    });
    if (state === 'pending') return;
    await repositories.projectSessions.decide(session.id, {
      state,
      disputeReason: state === 'disputed' ? 'We did not meet that day' : null,
      decidedAt: p.clock.now(),
    });
  });
}

const preferences = (who: Member, trainingStartedOn: string | null, shareEmailWithCoaches: boolean) =>
  execute(updateCoachingPreferences, who.ctx, { trainingStartedOn, shareEmailWithCoaches });

/**
 * Ayşe coaches Bora (who shares his e-mail) and Cem (who does not), and is coached by Deniz; 20
 * days later, on 2026-03-22.
 */
async function exchange() {
  const p = await programme({ start });
  const ayse = await p.coachReady('Ayşe');
  const deniz = await p.coachReady('Deniz');
  const bora = await p.member('Bora');
  const cem = await p.member('Cem');
  await preferences(bora, null, true);
  const withBora = (await p.pairUp({ coach: ayse, coachee: bora })).project.id;
  const withCem = (await p.pairUp({ coach: ayse, coachee: cem })).project.id;
  const withDeniz = (await p.pairUp({ coach: deniz, coachee: ayse })).project.id;
  p.advanceDays(20);
  await logSession(p, withBora, ayse, '2026-03-03', 1.5);
  await logSession(p, withBora, bora, '2026-03-10', 1);
  // Neither a pending nor a disputed session counts.
  await logSession(p, withBora, ayse, '2026-03-12', 2, 'pending');
  await logSession(p, withCem, ayse, '2026-03-05', 2);
  await logSession(p, withCem, ayse, '2026-03-15', 1, 'disputed');
  await logSession(p, withDeniz, deniz, '2026-03-04', 2);
  await logSession(p, withDeniz, ayse, '2026-03-11', 1);
  return { p, ayse, deniz, bora, cem };
}

describe('the coaching log of a member', () => {
  it('has a row per client of the confirmed sessions, the paid / pro bono split and the totals', async () => {
    const { ayse, bora, cem } = await exchange();
    const log = await execute(getCoachingLog, ayse.ctx, {});
    // The 3 hours Ayşe received pay for her oldest 3 coached hours: 1.5 with Bora, 1.5 of 2 with Cem.
    expect(log.rows).toEqual([
      {
        clientAccountId: bora.id,
        clientName: 'Bora Üye',
        contactEmail: bora.email,
        emailWithheld: false,
        kind: 'individual',
        groupSize: 1,
        startDate: '2026-03-03',
        endDate: '2026-03-10',
        paidHours: 1.5,
        proBonoHours: 1,
      },
      {
        clientAccountId: cem.id,
        clientName: 'Cem Üye',
        contactEmail: null,
        emailWithheld: true,
        kind: 'individual',
        groupSize: 1,
        startDate: '2026-03-05',
        endDate: '2026-03-05',
        paidHours: 1.5,
        proBonoHours: 0.5,
      },
    ]);
    expect(log.totals).toEqual({
      hours: 4.5,
      paidHours: 3,
      proBonoHours: 1.5,
      receivedHours: 3,
      clients: 2,
      recentHours: 4.5,
      hoursBeforeTraining: 0,
    });
    expect(log).toMatchObject({ trainingStartedOn: null, shareEmailWithCoaches: false, asOf: '2026-03-22' });
    expect(log.progress.find((item) => item.credential === 'ACC')?.missing).toEqual({
      hours: 95.5,
      paidHours: 72,
      clients: 6,
      recentHours: 20.5,
    });
    expect(log.series).toEqual([
      { date: '2026-03-03', hours: 1.5, paidHours: 1.5 },
      { date: '2026-03-05', hours: 3.5, paidHours: 3 },
      { date: '2026-03-10', hours: 4.5, paidHours: 3 },
    ]);
  });

  it('gives the dashboard the same hours and the next credential, so the dashboard needs no call of its own', async () => {
    const { ayse } = await exchange();
    const log = await execute(getCoachingLog, ayse.ctx, {});
    const { coaching } = await execute(getMemberDashboard, ayse.ctx, {});
    expect(coaching).toEqual({ hours: 4.5, next: log.progress.find((item) => item.credential === 'ACC') });
    expect(coaching?.next).toMatchObject({ achieved: false, missing: { hours: 95.5 } });
  });

  it('shows a coach’s e-mail to nobody unless they agreed, and a client’s received hours', async () => {
    const { deniz, bora } = await exchange();
    const denizLog = await execute(getCoachingLog, deniz.ctx, {});
    expect(denizLog.rows).toEqual([
      expect.objectContaining({
        clientName: 'Ayşe Üye',
        contactEmail: null,
        emailWithheld: true,
        proBonoHours: 3,
      }),
    ]);
    const boraLog = await execute(getCoachingLog, bora.ctx, {});
    expect(boraLog).toMatchObject({ rows: [], shareEmailWithCoaches: true, series: [] });
    expect(boraLog.totals).toMatchObject({ hours: 0, receivedHours: 2.5, clients: 0 });
  });
});

describe('projects closed without a log', () => {
  it('count their closing count on the Istanbul day they closed: the coach always, the coachee when they earned it', async () => {
    const p = await programme({ start });
    const ece = await p.coachReady('Ece');
    const fatih = await p.member('Fatih');
    const gul = await p.member('Gül');
    const hale = await p.member('Hale');
    const withFatih = (await p.pairUp({ coach: ece, coachee: fatih })).project.id;
    const withGul = (await p.pairUp({ coach: ece, coachee: gul })).project.id;

    // 2026-03-05 22:30 UTC is 01:30 on the 6th in Istanbul.
    p.clock.advanceSeconds((3 * 24 + 13.5) * 3600);
    await execute(completeProjectAsCoachee, fatih.ctx, {
      projectId: withFatih,
      sessionCount: 6,
      confirmAboveLog: true,
    });

    // A project with confirmed sessions counts them, not its closing count.
    const withHale = (await p.pairUp({ coach: ece, coachee: hale })).project.id;
    await logSession(p, withHale, ece, '2026-03-06', 2);
    await execute(completeProjectAsCoachee, hale.ctx, {
      projectId: withHale,
      sessionCount: 5,
      confirmAboveLog: true,
    });

    // Gül never confirms the closing request: completed by the system on 2026-03-21.
    p.clock.set(new Date('2026-03-16T09:00:00Z'));
    await execute(sendClosingRequest, ece.ctx, {
      projectId: withGul,
      sessionCount: 7,
      confirmAboveLog: true,
    });
    p.clock.set(new Date('2026-03-21T10:00:00Z'));
    expect(await execute(expireClosingRequests, p.system, {})).toEqual({ completed: 1 });

    const log = await execute(getCoachingLog, ece.ctx, {});
    expect(log.rows.map((row) => [row.clientName, row.startDate, row.endDate, row.proBonoHours])).toEqual([
      ['Fatih Üye', '2026-03-06', '2026-03-06', 6],
      ['Hale Üye', '2026-03-06', '2026-03-06', 2],
      ['Gül Üye', '2026-03-21', '2026-03-21', 7],
    ]);
    expect(log.totals).toMatchObject({ hours: 15, paidHours: 0, clients: 3, receivedHours: 0 });
    expect((await execute(getCoachingLog, fatih.ctx, {})).totals.receivedHours).toBe(6);
    expect((await execute(getCoachingLog, hale.ctx, {})).totals.receivedHours).toBe(2);
    expect((await execute(getCoachingLog, gul.ctx, {})).totals.receivedHours).toBe(0);
  });
});

describe('exporting the coaching log', () => {
  it('writes an .xlsx workbook with a row per client and the total row', async () => {
    const { p, ayse, bora } = await exchange();
    const file = await execute(exportCoachingLog, ayse.ctx, { format: 'xlsx', language: 'en' });
    expect(file.fileName).toBe('coaching-log-2026-03-22.xlsx');
    expect(file.contentType).toBe(xlsxContentType);
    expect(await p.ports.spreadsheet.read(file.bytes, { maxRows: 100 })).toEqual({
      kind: 'sheet',
      header: [
        'Client name',
        'Contact e-mail',
        'Individual/Group',
        'Number in group',
        'Start date',
        'End date',
        'Paid hours',
        'Pro bono hours',
        'Note',
      ],
      rows: [
        {
          rowNumber: 2,
          cells: [
            'Bora Üye',
            bora.email,
            'Individual',
            1,
            sheetDay('2026-03-03'),
            sheetDay('2026-03-10'),
            1.5,
            1,
            null,
          ],
        },
        {
          rowNumber: 3,
          cells: [
            'Cem Üye',
            null,
            'Individual',
            1,
            sheetDay('2026-03-05'),
            sheetDay('2026-03-05'),
            1.5,
            0.5,
            'The client has not agreed to share their e-mail; ask them before you apply.',
          ],
        },
        { rowNumber: 4, cells: ['Total', null, null, null, null, null, 3, 1.5, null] },
      ],
    });
  });

  it('writes a CSV in Turkish as Turkish Excel reads it: UTF-8 with a byte-order mark, ";" between fields, hours like 1,5', async () => {
    const { ayse, bora } = await exchange();
    const file = await execute(exportCoachingLog, ayse.ctx, { format: 'csv', language: 'tr' });
    expect(file.fileName).toBe('kocluk-gunlugu-2026-03-22.csv');
    expect(file.contentType).toBe(csvContentType);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Danışan adı;İletişim e-postası;Bireysel/Grup;Gruptaki kişi sayısı;Başlangıç tarihi;Bitiş tarihi;Ücretli saat;Gönüllü (pro bono) saat;Not',
      `Bora Üye;${bora.email};Bireysel;1;2026-03-03;2026-03-10;1,5;1,0;`,
      'Cem Üye;;Bireysel;1;2026-03-05;2026-03-05;1,5;0,5;"Danışan e-postasının paylaşılmasına izin vermedi; başvurmadan önce kendisine sorun."',
      'Toplam;;;;;;3,0;1,5;',
    ]);
  });

  it('writes a CSV in English with "," between fields and hours like 1.5', async () => {
    const { ayse } = await exchange();
    const file = await execute(exportCoachingLog, ayse.ctx, { format: 'csv', language: 'en' });
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines[0]).toBe(
      'Client name,Contact e-mail,Individual/Group,Number in group,Start date,End date,Paid hours,Pro bono hours,Note',
    );
    expect(lines.at(-2)).toBe('Total,,,,,,3.0,1.5,');
  });
});

describe('the coaching preferences', () => {
  it('saves the training start and the consent, and leaves earlier coached hours out', async () => {
    const { ayse } = await exchange();
    expect(await preferences(ayse, '2026-03-04', true)).toEqual({
      trainingStartedOn: '2026-03-04',
      shareEmailWithCoaches: true,
      shareNameWithCoaches: false,
    });
    const log = await execute(getCoachingLog, ayse.ctx, {});
    expect(log).toMatchObject({ trainingStartedOn: '2026-03-04', shareEmailWithCoaches: true });
    expect(log.totals).toMatchObject({ hours: 3, paidHours: 3, proBonoHours: 0, hoursBeforeTraining: 1.5 });
    expect(log.rows.map((row) => [row.clientName, row.startDate])).toEqual([
      ['Cem Üye', '2026-03-05'],
      ['Bora Üye', '2026-03-10'],
    ]);
    expect(await preferences(ayse, null, false)).toEqual({
      trainingStartedOn: null,
      shareEmailWithCoaches: false,
      shareNameWithCoaches: false,
    });
  });

  it('refuses a training start after today (Istanbul’s today) or before 1990', async () => {
    const { p, ayse } = await exchange();
    const refused = { earliest: '1990-01-01', latest: '2026-03-22' };
    for (const day of ['2026-03-23', '1989-12-31']) {
      expect(await failure(preferences(ayse, day, true))).toMatchObject({
        key: 'validationFailed',
        data: { fields: { trainingStartedOn: { key: 'dateOutOfRange', params: refused } } },
      });
    }
    expect(await execute(getCoachingLog, ayse.ctx, {})).toMatchObject({
      trainingStartedOn: null,
      shareEmailWithCoaches: false,
    });
    // 22:00 UTC is already the 23rd in Istanbul.
    p.clock.set(new Date('2026-03-22T22:00:00Z'));
    expect(await outcome(preferences(ayse, '2026-03-23', true))).toBe('done');
  });
});

describe('the administrators’ reads', () => {
  /**
   * Ilker has coached 92 hours; Kaan 93, 8 of them before his training start. Twelve days of long
   * sessions in one project each: the per-project maximum is the session log's rule, not the table's.
   */
  async function office() {
    const p = await programme({ start });
    const ilker = await p.coachReady('İlker');
    const kaan = await p.coachReady('Kaan');
    const withIlker = (await p.pairUp({ coach: ilker })).project.id;
    const withKaan = (await p.pairUp({ coach: kaan })).project.id;
    p.advanceDays(15);
    for (let day = 3; day <= 13; day++) {
      const heldOn = `2026-03-${String(day).padStart(2, '0')}`;
      await logSession(p, withIlker, ilker, heldOn, 8);
      await logSession(p, withKaan, kaan, heldOn, 8);
    }
    await logSession(p, withIlker, ilker, '2026-03-14', 4);
    await logSession(p, withKaan, kaan, '2026-03-14', 5);
    await preferences(kaan, '2026-03-04', false);
    const salesmanEmail = 'satis@example.com';
    await p.world.createAccount({ email: salesmanEmail, accountRoleType: 'Salesman' });
    const salesman = await p.world.signedIn(await p.world.signIn(salesmanEmail));
    return { p, ilker, kaan, salesman };
  }

  it('reads a member’s totals and progress, and no unknown account', async () => {
    const { p, ilker, kaan } = await office();
    const hours = await execute(getMemberCoachingHours, p.admin, { accountId: ilker.id });
    expect(hours).toMatchObject({
      accountId: ilker.id,
      trainingStartedOn: null,
      totals: { hours: 92, clients: 1 },
    });
    expect(hours.progress.find((item) => item.credential === 'ACC')?.missing.hours).toBe(8);
    expect(await execute(getMemberCoachingHours, p.admin, { accountId: kaan.id })).toMatchObject({
      trainingStartedOn: '2026-03-04',
      totals: { hours: 85, hoursBeforeTraining: 8 },
    });
    expect(await failure(execute(getMemberCoachingHours, p.admin, { accountId: unknownId }))).toMatchObject({
      code: 4002,
    });
  });

  it('lists the members a few hours below a threshold: 92 hours is 8 short of ACC, 85 counted is not near', async () => {
    const { p, ilker } = await office();
    expect(await execute(listMembersNearThreshold, p.admin, {})).toEqual({
      withinHours: 10,
      items: [
        {
          accountId: ilker.id,
          name: 'İlker',
          surname: 'Üye',
          email: ilker.email,
          credential: 'ACC',
          hours: 92,
          missingHours: 8,
        },
      ],
    });
  });

  it('is for administrators only: neither a member nor a salesman reads them (4033)', async () => {
    const { ilker, salesman } = await office();
    for (const ctx of [ilker.ctx, salesman]) {
      expect(await failure(execute(getMemberCoachingHours, ctx, { accountId: ilker.id }))).toMatchObject({
        code: 4033,
      });
      expect(await failure(execute(listMembersNearThreshold, ctx, {}))).toMatchObject({ code: 4033 });
    }
  });
});
