import { resetClock, setClockAhead } from '../support/clock.ts';
import {
  addDays,
  coachingLogFile,
  csvLines,
  downloadBy,
  exportWords,
  istanbulDay,
  keepSheetScreenshot,
  type ReadWorkbook,
  readWorkbook,
} from '../support/coaching.ts';
import { inLang, keepScreenshot as keepFullPage, type Lang, openSignedIn } from '../support/fixtures.ts';
import { countMails, latestMail } from '../support/mail.ts';
import {
  Api,
  browserClockAhead,
  cancelOpenRequests,
  createMember,
  ledgerOf,
  type Member,
  type ProjectView,
  pairByAdministrator,
  projectItem,
  projectsOf,
  runJob,
  runStamp,
} from '../support/programme.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

// The journey of the session log and the coaching log (issue 9, ADR 0022), told in turns.
// A coach who reads the pages in English and a coachee who reads them in Turkish are paired by an
// administrator (API). The coachee lets her coaches list her e-mail (settings switch). Three days
// later (the server's clock moved, support/clock.ts) the coach logs two sessions, 1.5 and 2 hours;
// the coachee logs one of 1 hour and confirms the coach's two; the coach disputes hers with a
// reason, and she removes it. She completes the project: the closing form starts from the whole
// confirmed hours (3 of 3.5) and needs no other confirmation; 3 points move, and the log is frozen.
// Both download their coaching log: the coach's workbook has her as a client with her e-mail, the
// dates and paid + pro bono = 3.5 hours, and a total row; the coachee's has the header and a zero
// total. The coach's sheet, drawn as a page, is kept as the closing note's sample.

const stamp = runStamp();
/** The days the server's clock is moved ahead: sessions are logged on the three days after the start. */
const later = 3;
/** Days without a session after which both partners are reminded (core's `reminderGapDays`). */
const reminderGapDays = 14;

let coach: Member;
let coachee: Member;
let project: ProjectView;
/** The project's first day and the three days after it, on Istanbul's calendar. */
let startDay: string;
let sessionDays: { first: string; second: string; third: string };
const coachNote = 'Goals for the quarter; follow up on the feedback exercise.';
const disputeReason = 'O gün görüşmedik; oturum ertesi haftaya kaldı.';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** A day as the member app writes it ("24 November 2026", "24 Kasım 2026"). */
const longDay = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A day as the coaching log's table writes it ("24 Nov 2026", "24 Kas 2026"). */
const shortDay = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** A number as the member app writes it ("3.5", "3,5"). */
const number = (value: number, lang: Lang) => new Intl.NumberFormat(locales[lang]).format(value);

/** "1 hour", "3.5 hours", "3,5 saat". */
const hours = (value: number, lang: Lang) =>
  lang === 'tr' ? `${number(value, 'tr')} saat` : `${number(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;

const words = {
  en: {
    openProjects: 'Open projects',
    pastProjects: 'Past projects',
    sessionLog: 'Session log',
    day: 'Day of the session',
    length: 'Length',
    logForm: 'Log a session',
    note: 'Private note',
    logIt: 'Log the session',
    confirmed: 'Confirmed',
    waiting: 'Waiting for confirmation',
    states: { pending: 'Pending', confirmed: 'Confirmed', disputed: 'Disputed' },
    confirm: (day: string, length: string) => `Confirm the session of ${day} (${length})`,
    dispute: (day: string, length: string) => `Dispute the session of ${day} (${length})`,
    remove: (day: string, length: string) => `Remove the session of ${day} (${length})`,
    disputeDialog: 'Dispute this session?',
    reason: 'Reason',
    disputeAction: 'Dispute',
    removeDialog: 'Remove this session?',
    removeAction: 'Yes, remove it',
    frozen: 'The project is closed: its session log is kept as it was and can no longer be changed.',
    complete: (partner: string) => `Complete the project with ${partner}`,
    completeDialog: 'Complete the project',
    sessionHours: 'Session hours',
    completeAction: 'Complete',
    completedByCoachee: 'Completed by the coachee',
    coachingLog: 'Coaching log',
    clients: 'Your clients, in the order you began coaching them',
    downloadXlsx: 'Download .xlsx',
    downloadCsv: 'Download .csv',
    hoursChart: 'Hours over time',
    noHours: 'No coaching hours yet',
    settingsTab: 'Coaching log',
    settingsSections: 'Settings sections',
    consent: 'Let my coaches see my e-mail, on our projects and in their coaching logs',
    save: 'Save',
  },
  tr: {
    openProjects: 'Açık projeler',
    pastProjects: 'Geçmiş projeler',
    sessionLog: 'Seans günlüğü',
    day: 'Seans günü',
    length: 'Süre',
    logForm: 'Seans kaydet',
    note: 'Özel not',
    logIt: 'Seansı kaydet',
    confirmed: 'Onaylanan',
    waiting: 'Onay bekleyen',
    states: { pending: 'Onay bekliyor', confirmed: 'Onaylandı', disputed: 'İtiraz edildi' },
    confirm: (day: string, length: string) => `${day} tarihli seansı onayla (${length})`,
    dispute: (day: string, length: string) => `${day} tarihli seansa itiraz et (${length})`,
    remove: (day: string, length: string) => `${day} tarihli seansı sil (${length})`,
    disputeDialog: 'Bu seansa itiraz edilsin mi?',
    reason: 'Gerekçe',
    disputeAction: 'İtiraz et',
    removeDialog: 'Bu seans silinsin mi?',
    removeAction: 'Evet, sil',
    frozen: 'Proje kapandı: seans günlüğü olduğu gibi saklanır ve artık değiştirilemez.',
    complete: (partner: string) => `${partner} ile projeyi tamamla`,
    completeDialog: 'Projeyi tamamla',
    sessionHours: 'Seans saatleri',
    completeAction: 'Tamamla',
    completedByCoachee: 'Danışan tarafından tamamlandı',
    coachingLog: 'Koçluk günlüğü',
    clients: 'Danışanlarınız, koçluğuna başladığınız sırayla',
    downloadXlsx: '.xlsx indir',
    downloadCsv: '.csv indir',
    hoursChart: 'Zaman içinde saatler',
    noHours: 'Henüz koçluk saatiniz yok',
    settingsTab: 'Koçluk günlüğü',
    settingsSections: 'Ayar bölümleri',
    consent: 'Koçlarım e-postamı görebilsin: projelerimizde ve koçluk günlüklerinde',
    save: 'Kaydet',
  },
} as const satisfies Record<Lang, unknown>;

/**
 * A full-page screenshot taken from the top: after an action the page may have scrolled to the
 * focused project, and the fixed header would be drawn halfway down the picture.
 */
async function keepScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepFullPage(page, name);
}

/** A member's page in their language, on a browser whose clock is `days` ahead like the server's. */
async function signInAt(page: Page, lang: Lang, who: Member, path: string, days = 0) {
  if (days > 0) await browserClockAhead(page, days);
  await openSignedIn(page, who, inLang(lang, path));
}

/** One of the member's projects on `/user/projects`, found by the partner's e-mail address. */

/** The project with `partner` among the open (or past) projects, its session log unfolded. */
async function openSessionLog(page: Page, lang: Lang, partner: Member, section: 'open' | 'past' = 'open') {
  await page.goto(inLang(lang, '/user/projects'));
  return unfoldSessionLog(page, lang, partner, section);
}

/** The same on the projects page as it stands (signInAt has just opened it). */
async function unfoldSessionLog(page: Page, lang: Lang, partner: Member, section: 'open' | 'past' = 'open') {
  const region = page
    .getByRole('main')
    .getByRole('region', { name: section === 'open' ? words[lang].openProjects : words[lang].pastProjects });
  const item = projectItem(region, partner);
  const toggle = item.getByRole('button', { name: words[lang].sessionLog, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return item;
}

/** One logged session in a project's log, by its day. */
function sessionRow(item: Locator, day: string, lang: Lang) {
  return item.getByRole('listitem').filter({ hasText: longDay(day, lang) });
}

/** The value of one figure of the log ("Confirmed", "Onaylanan"). */
function logFigure(item: Locator, label: string) {
  return item
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Logs a session through the form: the day, the length from the list, and maybe a note. */
async function logSession(page: Page, item: Locator, lang: Lang, day: string, length: number, note?: string) {
  const w = words[lang];
  // The log's own form: the project's calendar has a day and a length of its own.
  const form = item.getByRole('form', { name: w.logForm });
  await form.getByLabel(w.day).fill(day);
  await form.getByRole('button', { name: new RegExp(w.length) }).click();
  await page.getByRole('option', { name: hours(length, lang), exact: true }).click();
  if (note) await form.getByLabel(w.note).fill(note);
  await form.getByRole('button', { name: w.logIt, exact: true }).click();
  await expect(sessionRow(item, day, lang)).toHaveCount(1);
}

/** The coaching log page of the member, in their language, as signInAt opened it. */
async function seeCoachingLog(page: Page, lang: Lang) {
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: words[lang].coachingLog }),
  ).toBeVisible();
}

test.describe
  .serial('two members log their sessions, close with the logged hours and export their coaching logs', () => {
    test.afterAll(async ({ request }) => {
      await resetClock();
      // Nothing of this journey stays waiting for a later matching run.
      for (const member of [coach, coachee].filter(Boolean)) {
        await cancelOpenRequests(request, member).catch(() => {});
      }
    });

    test('set-up: a coach and a coachee paired by an administrator (API)', async ({ request }) => {
      const admin = await Api.admin(request);
      coach = await createMember(admin, {
        name: 'Grace',
        surname: 'Holloway',
        language: 'en',
        languages: ['en'],
        packageCode: 'COACH-12',
        stamp,
      });
      coachee = await createMember(admin, {
        name: 'Şule',
        surname: 'Karagöz',
        language: 'tr',
        languages: ['en'],
        packageCode: 'COACHEE-12',
        stamp,
      });
      const startedId = await pairByAdministrator(request, admin, { coach, coachee, language: 'en' });
      const [listed] = await projectsOf(admin, coach);
      expect(listed).toMatchObject({
        id: startedId,
        state: 'open',
        coachee: { accountId: coachee.accountId },
      });
      project = listed as ProjectView;
      startDay = istanbulDay(project.startedAt);
      sessionDays = {
        first: addDays(startDay, 1),
        second: addDays(startDay, 2),
        third: addDays(startDay, later),
      };

      // The coach's coach-specific training began a month before the project: every hour counts.
      const preferences = await (await Api.as(request, coach)).put<{ trainingStartedOn: string }>(
        '/coachinglog/preferences',
        { trainingStartedOn: addDays(startDay, -30), shareEmailWithCoaches: false },
      );
      expect(preferences.trainingStartedOn).toBe(addDays(startDay, -30));
    });

    test('the coachee lets her coaches list her e-mail in their logs (tr)', async ({ page, request }) => {
      const w = words.tr;
      await signInAt(page, 'tr', coachee, '/user/settings?section=coaching');
      await expect(
        page.getByRole('navigation', { name: w.settingsSections }).getByRole('link', { name: w.settingsTab }),
      ).toHaveAttribute('aria-current', 'page');
      const consent = page.getByRole('switch', { name: w.consent });
      await expect(consent).not.toBeChecked();
      await consent.locator('xpath=ancestor::label[1]').click();
      await expect(consent).toBeChecked();
      await page.getByRole('main').getByRole('button', { name: w.save, exact: true }).click();
      await expect(
        page.getByText('Koçlarınız artık e-postanızı görüyor: projelerinizde ve koçluk günlüklerinde.'),
      ).toBeVisible();
      await keepScreenshot(page, 'settings-coaching-consent-tr');

      const saved = await (await Api.as(request, coachee)).get<{ shareEmailWithCoaches: boolean }>(
        '/coachinglog',
      );
      expect(saved.shareEmailWithCoaches).toBe(true);
    });

    test('three days later the coach logs two sessions, 1.5 and 2 hours (en)', async ({ page }) => {
      const w = words.en;
      await setClockAhead(later);
      await signInAt(page, 'en', coach, '/user/projects', later);
      const item = await unfoldSessionLog(page, 'en', coachee);
      await expect(item).toContainText('No session logged yet');

      await logSession(page, item, 'en', sessionDays.first, 1.5, coachNote);
      await logSession(page, item, 'en', sessionDays.second, 2);
      for (const day of [sessionDays.first, sessionDays.second]) {
        const row = sessionRow(item, day, 'en');
        await expect(row).toContainText(w.states.pending);
        await expect(row).toContainText(`waiting for ${coachee.fullName} to confirm it`);
        await expect(row.getByRole('button', { name: /^Remove the session of/ })).toBeVisible();
      }
      await expect(sessionRow(item, sessionDays.first, 'en')).toContainText(coachNote);
      await expect(logFigure(item, w.confirmed)).toHaveText(hours(0, 'en'));
      await expect(logFigure(item, w.waiting)).toHaveText(hours(3.5, 'en'));
      await keepScreenshot(page, 'session-log-coach-logged-en');
    });

    test('the coachee logs one hour and confirms the coach’s two sessions (tr)', async ({ page }) => {
      const w = words.tr;
      await setClockAhead(later);
      await signInAt(page, 'tr', coachee, '/user/projects', later);
      // The bell of the top bar (ADR 0055): the coach's two sessions wait for her, unread; opening
      // one marks it read and leads to her projects.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ })
        .click();
      const panel = page.getByRole('dialog', { name: 'Bildirimler' });
      const toConfirm = panel.getByRole('link', { name: /^Okunmamış: .*seans kaydetti/ });
      await expect(toConfirm).toHaveCount(2);
      await toConfirm.first().click();
      await expect(panel).toBeHidden();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Bildirimler/ })
        .click();
      await expect(panel.getByRole('link', { name: /^Okunmamış: .*seans kaydetti/ })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      const item = await unfoldSessionLog(page, 'tr', coach);
      // The coach's note is the coach's alone.
      await expect(item).not.toContainText(coachNote);

      await logSession(page, item, 'tr', sessionDays.third, 1);
      await expect(sessionRow(item, sessionDays.third, 'tr')).toContainText(w.states.pending);

      for (const [day, length] of [
        [sessionDays.first, 1.5],
        [sessionDays.second, 2],
      ] as const) {
        const row = sessionRow(item, day, 'tr');
        await expect(row).toContainText(w.states.pending);
        await row.getByRole('button', { name: w.confirm(longDay(day, 'tr'), hours(length, 'tr')) }).click();
        await expect(row).toContainText(w.states.confirmed);
        // A confirmed session stays: nobody removes or disputes it any more.
        await expect(row.getByRole('button')).toHaveCount(0);
      }
      await expect(logFigure(item, w.confirmed)).toHaveText(hours(3.5, 'tr'));
      await expect(logFigure(item, w.waiting)).toHaveText(hours(1, 'tr'));
      await keepScreenshot(page, 'session-log-coachee-confirmed-tr');
    });

    test('the coach disputes the coachee’s session, with a reason (en)', async ({ page }) => {
      const w = words.en;
      await setClockAhead(later);
      await signInAt(page, 'en', coach, '/user/projects', later);
      const item = await unfoldSessionLog(page, 'en', coachee);
      for (const day of [sessionDays.first, sessionDays.second]) {
        await expect(sessionRow(item, day, 'en')).toContainText(w.states.confirmed);
      }
      const theirs = sessionRow(item, sessionDays.third, 'en');
      await expect(theirs).toContainText(`Logged by ${coachee.fullName}`);
      await theirs
        .getByRole('button', { name: w.dispute(longDay(sessionDays.third, 'en'), hours(1, 'en')) })
        .click();
      const dialog = page.getByRole('dialog', { name: w.disputeDialog });
      await dialog.getByLabel(w.reason).fill(disputeReason);
      await keepScreenshot(page, 'session-log-dispute-en');
      await dialog.getByRole('button', { name: w.disputeAction, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(theirs).toContainText(w.states.disputed);
      await expect(theirs).toContainText(`You disputed it: ${disputeReason}`);
      // Disputed hours do not count: 3.5 confirmed, nothing waiting.
      await expect(logFigure(item, w.confirmed)).toHaveText(hours(3.5, 'en'));
      await expect(logFigure(item, w.waiting)).toHaveText(hours(0, 'en'));
    });

    test('two weeks after the last session the job reminds both partners, once even when run twice (API, en)', async ({
      page,
      request,
    }) => {
      // The disputed session does not count as a meeting: the gap began on the second day.
      const quiet = 2 + reminderGapDays;
      await setClockAhead(quiet);
      const admin = await Api.admin(request);
      const before = await countMails(request, 'sessionReminder', coach.email);
      const first = await runJob(admin, 'projects.sessionReminders');
      const second = await runJob(admin, 'projects.sessionReminders');
      expect(first.counts.sent).toBeGreaterThanOrEqual(2);
      expect(second.counts.sent ?? 0).toBe(0);
      expect(await countMails(request, 'sessionReminder', coach.email)).toBe(before + 1);
      expect(await countMails(request, 'sessionReminder', coachee.email)).toBe(1);
      const mail = await latestMail(request, 'sessionReminder', coach.email);
      expect(mail?.linkPath).toBe(inLang('en', '/user/projects'));
      expect(mail?.html).toContain(`/user/projects#project-${project.id}`);

      // The dashboard says so too, and the mail's link opens the project with its log unfolded.
      await signInAt(page, 'en', coach, '/user/dashboard', quiet);
      await expect(page.getByText(`No session for ${reminderGapDays} days`)).toBeVisible();
      await page.goto(`${mail?.linkPath}#project-${project.id}`);
      const item = projectItem(
        page.getByRole('main').getByRole('region', { name: 'Open projects' }),
        coachee,
      );
      await expect(item.getByRole('button', { name: 'Session log' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(item).toBeFocused();
    });

    test('the coachee removes the disputed session and completes with the confirmed hours (tr)', async ({
      page,
      request,
    }) => {
      const w = words.tr;
      await setClockAhead(later);
      await signInAt(page, 'tr', coachee, '/user/projects', later);
      const item = await unfoldSessionLog(page, 'tr', coach);
      const disputed = sessionRow(item, sessionDays.third, 'tr');
      await expect(disputed).toContainText(w.states.disputed);
      await expect(disputed).toContainText(disputeReason);
      await disputed
        .getByRole('button', { name: w.remove(longDay(sessionDays.third, 'tr'), hours(1, 'tr')) })
        .click();
      const removing = page.getByRole('alertdialog', { name: w.removeDialog });
      await removing.getByRole('button', { name: w.removeAction, exact: true }).click();
      await expect(removing).toBeHidden();
      await expect(disputed).toHaveCount(0);
      await expect(item.getByRole('listitem')).toHaveCount(2);
      await expect(logFigure(item, w.confirmed)).toHaveText(hours(3.5, 'tr'));
      await keepScreenshot(page, 'session-log-before-closing-tr');

      // The closing form starts from the whole hours the log confirms: 3 of 3.5. That is not above
      // the log, so nothing more is asked.
      await item.getByRole('button', { name: w.complete(coach.fullName) }).click();
      const dialog = page.getByRole('dialog', { name: w.completeDialog });
      await expect(dialog.getByRole('spinbutton', { name: w.sessionHours })).toHaveValue('3');
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      await keepScreenshot(page, 'session-log-closing-prefilled-tr');
      await dialog.getByRole('button', { name: w.completeAction, exact: true }).click();
      await expect(dialog).toBeHidden();

      // Closed, 3 points moved; the log is kept read-only.
      const past = await openSessionLog(page, 'tr', coach, 'past');
      await expect(past).toContainText(w.completedByCoachee);
      await expect(past).toContainText('+3 puan');
      await expect(past.getByText(w.frozen)).toBeVisible();
      await expect(past.getByRole('button', { name: w.logIt })).toHaveCount(0);
      await expect(past.getByLabel(w.day)).toHaveCount(0);
      await expect(past.getByRole('listitem')).toHaveCount(2);
      for (const day of [sessionDays.first, sessionDays.second]) {
        await expect(sessionRow(past, day, 'tr')).toContainText(w.states.confirmed);
        await expect(sessionRow(past, day, 'tr').getByRole('button')).toHaveCount(0);
      }
      await keepScreenshot(page, 'session-log-closed-tr');

      const admin = await Api.admin(request);
      const [closed] = await projectsOf(admin, coach);
      expect(closed).toMatchObject({
        id: project.id,
        state: 'completed_by_coachee',
        sessionCount: 3,
        points: { coach: -3, coachee: 3 },
      });
      expect((await ledgerOf(admin, coachee)).balance).toBe(3);
      expect((await ledgerOf(admin, coach)).balance).toBe(7);
      // The server keeps the log as it is too: the sessions, and no new one.
      const self = await Api.as(request, coachee);
      const log = await self.get<{ editable: boolean; confirmedHours: number; items: unknown[] }>(
        `/projectsessions?projectId=${project.id}`,
      );
      expect(log).toMatchObject({ editable: false, confirmedHours: 3.5, pendingHours: 0 });
      expect(log.items).toHaveLength(2);
      const refused = await self.raw('POST', '/projectsessions', {
        projectId: project.id,
        heldOn: sessionDays.third,
        hours: 1,
      });
      expect(refused.code).toBe(4050);
    });

    test('the coach’s coaching log: the client’s row, progress, and the .xlsx and .csv read back (en)', async ({
      page,
      browser,
    }) => {
      const w = words.en;
      const x = exportWords.en;
      await setClockAhead(later);
      await signInAt(page, 'en', coach, '/user/coaching-log', later);
      await seeCoachingLog(page, 'en');
      const main = page.getByRole('main');

      // One client, with her e-mail (she agreed), from the first to the last confirmed session.
      const clients = main.getByRole('region', { name: w.clients });
      const row = clients.getByRole('row').filter({ hasText: coachee.fullName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(coachee.email);
      await expect(row).toContainText('Individual');
      await expect(row).toContainText(shortDay(sessionDays.first, 'en'));
      await expect(row).toContainText(shortDay(sessionDays.second, 'en'));
      await expect(row.getByRole('cell').nth(-2)).toHaveText('0');
      await expect(row.getByRole('cell').nth(-1)).toHaveText('3.5');

      // ACC: 3.5 of 100 hours, none paid (she was never coached here), 1 of 8 clients.
      const acc = main.getByRole('region', { name: 'ACC', exact: true });
      await expect(acc.getByRole('progressbar', { name: 'Hours of coaching' })).toHaveAttribute(
        'aria-valuetext',
        /3\.5 of 100 hours/,
      );
      await expect(acc.getByRole('progressbar', { name: 'Clients' })).toHaveAttribute(
        'aria-valuetext',
        /1 of 8 clients/,
      );
      await expect(acc).toContainText('96.5 more hours');
      await expect(acc).toContainText('75 more paid hours');
      await expect(acc).toContainText('7 more clients');
      await expect(main.getByRole('region', { name: 'PCC', exact: true })).toContainText('24 more clients');
      await expect(main.getByRole('heading', { name: w.hoursChart })).toBeVisible();
      await keepScreenshot(page, 'coaching-log-coach-en');

      // The .xlsx, read back cell by cell.
      const xlsx = await downloadBy(page, main.getByRole('button', { name: w.downloadXlsx }));
      expect(xlsx.fileName).toBe(`coaching-log-${istanbulDay(Date.now() + later * 86_400_000)}.xlsx`);
      const workbook = readWorkbook(xlsx.bytes);
      expect(workbook.sheetName).toBe(x.sheetName);
      expect(workbook.rows).toEqual([
        x.header,
        [
          coachee.fullName,
          coachee.email,
          'Individual',
          1,
          sessionDays.first,
          sessionDays.second,
          0,
          3.5,
          null,
        ],
        [x.total, null, null, null, null, null, 0, 3.5, null],
      ]);
      expectPaidAndProBono(workbook, 3.5);

      // The .csv: the same header, in UTF-8 (her name keeps its Turkish letters).
      const csv = await downloadBy(page, main.getByRole('button', { name: w.downloadCsv }));
      expect(csv.fileName).toMatch(/^coaching-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(csv.bytes);
      expect(lines[0]).toBe(x.header.join(','));
      expect(lines[1]).toContain(coachee.fullName);
      expect(lines).toHaveLength(3);

      // The sheet as a spreadsheet program would show it: the sample for the closing note.
      const sheetPage = await page.context().newPage();
      await keepSheetScreenshot(
        sheetPage,
        workbook,
        `${xlsx.fileName}: the coaching log ${coach.fullName} downloaded`,
        'coaching-log-sheet',
      );
      await sheetPage.close();

      // The page on a phone: the clients as cards, the bars and the chart one under another.
      const phone = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'tr-TR',
      });
      const phonePage = await phone.newPage();
      await signInAt(phonePage, 'en', coach, '/user/coaching-log', later);
      await seeCoachingLog(phonePage, 'en');
      await expect(phonePage.getByRole('main').getByRole('list', { name: w.clients })).toContainText(
        coachee.email,
      );
      await keepScreenshot(phonePage, 'coaching-log-coach-en-phone');
      await phone.close();
    });

    test('the coachee’s coaching log has no client, and its export still has the header and a zero total (tr)', async ({
      page,
      request,
    }) => {
      const w = words.tr;
      const x = exportWords.tr;
      await setClockAhead(later);
      // She was coached, she coached nobody: her log has the header and a total of nothing, in Turkish.
      const expectEmptyLog = (workbook: ReadWorkbook) => {
        expect(workbook.sheetName).toBe(x.sheetName);
        expect(workbook.rows).toEqual([x.header, [x.total, null, null, null, null, null, 0, 0, null]]);
      };
      const served = await coachingLogFile(request, coachee, { format: 'xlsx', language: 'tr' });
      expect(served.fileName).toMatch(x.fileName);
      expectEmptyLog(readWorkbook(served.bytes));

      // The same file from her page: "no hours yet", and still the download to hand in.
      await signInAt(page, 'tr', coachee, '/user/coaching-log', later);
      await seeCoachingLog(page, 'tr');
      const main = page.getByRole('main');
      await expect(main.getByText(w.noHours)).toBeVisible();
      await keepScreenshot(page, 'coaching-log-coachee-tr');
      const download = main.getByRole('button', { name: w.downloadXlsx });
      await expect(download, 'a member who coached nobody can still download the log').toBeVisible();
      const xlsx = await downloadBy(page, download);
      expect(xlsx.fileName).toMatch(x.fileName);
      expectEmptyLog(readWorkbook(xlsx.bytes));
    });
  });

/** The total row's paid and pro bono hours add up to the confirmed hours, and to the rows above it. */
function expectPaidAndProBono(workbook: ReadWorkbook, confirmedHours: number) {
  const [, ...body] = workbook.rows;
  const total = body.at(-1) ?? [];
  const clients = body.slice(0, -1);
  const paid = 6;
  const proBono = 7;
  expect(Number(total[paid]) + Number(total[proBono])).toBe(confirmedHours);
  expect(clients.reduce((sum, row) => sum + Number(row[paid]) + Number(row[proBono]), 0)).toBe(
    confirmedHours,
  );
}
