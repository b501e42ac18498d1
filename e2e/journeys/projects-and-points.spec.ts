import { resetClock, setClockAhead } from '../support/clock.ts';
import { demo, inLang, keepScreenshot, type Lang, openSignedIn } from '../support/fixtures.ts';
import { tick } from '../support/form-controls.ts';
import { latestMail } from '../support/mail.ts';
import {
  Api,
  browserClockAhead,
  cancelOpenRequests,
  choose,
  createMember,
  ledgerOf,
  type Member,
  makeEligibleCoach,
  projectItem,
  projectsOf,
  runJob,
  runStamp,
} from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journeys of a project, told in turns. Two new members who coach and are coached in
// English only (every open request of the demo programme is Turkish, so they are paired with each
// other): the coachee asks to be coached (Turkish pages), the coach asks to coach (English pages);
// an administrator runs the matching now and both see the project; 14 days later (the server's
// clock moved, support/clock.ts) the coach sends a closing request with 7 hours, the coachee
// confirms it from the mail's link, and the points move +7 / −7 on the dashboards. Then a second
// pair leaves its project open past the 15 weeks, and the job ends it with −7 each.
// The turns follow one another (`serial`); the clock goes back to the real time after the last.

const stamp = runStamp();
const dayMs = 86_400_000;
/** `projectClosingDays` (105) after the second pair's start (day 14), and two days more. */
const pastTheDeadline = 14 + 105 + 2;

const people: Member[] = [];
let coach: Member;
let coachee: Member;
let lateCoach: Member;
let lateCoachee: Member;

/** A member's page in their language, on a browser whose clock is `days` ahead like the server's. */
async function signInAt(page: Page, lang: Lang, who: Member, path: string, days = 0) {
  if (days > 0) await browserClockAhead(page, days);
  await openSignedIn(page, who, inLang(lang, path));
}

/** One of the member's projects on `/user/projects`, found by the partner's e-mail address. */

/** The value of one figure of the dashboard ("Score", "Puan"). */
function figure(page: Page, grid: string, label: string) {
  return page
    .getByRole('region', { name: grid })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .first();
}

/** The numbers of the points chart's data table (the canvas carries the same for the eye). */
async function chartValues(page: Page, caption: string): Promise<number[]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table.getByRole('row').nth(1)).toBeAttached();
  const cells = await table.locator('tbody tr td').allTextContents();
  return cells.map((cell) => Number(cell.replace('−', '-')));
}

test.describe
  .serial('two members are paired, close their project and see their points', () => {
    test.afterAll(async ({ request }) => {
      await resetClock();
      // Nothing of this journey stays waiting for a later matching run.
      for (const member of people) await cancelOpenRequests(request, member).catch(() => {});
    });

    test('set-up: a coach-to-be and a coachee-to-be who speak English only (API)', async ({ request }) => {
      const admin = await Api.admin(request);
      coach = await createMember(admin, {
        name: 'Olivia',
        surname: 'Bennett',
        language: 'en',
        languages: ['en'],
        packageCode: 'COACH-12',
        stamp,
      });
      coachee = await createMember(admin, {
        name: 'Tarık',
        surname: 'Gündoğdu',
        language: 'tr',
        languages: ['en'],
        packageCode: 'COACHEE-12',
        stamp,
      });
      people.push(coach, coachee);
      await makeEligibleCoach(request, admin, coach, 10);
      expect((await ledgerOf(admin, coach)).balance).toBe(10);
      expect((await ledgerOf(admin, coachee)).balance).toBe(0);
    });

    test('the coachee asks to be coached in English (tr)', async ({ page }) => {
      await signInAt(page, 'tr', coachee, '/user/projects');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Projelerim' })).toBeVisible();
      const form = main.getByRole('region', { name: 'Proje talebi' });
      await choose(form, 'Koçluk almak');
      // Only the member's own languages are offered, all of them to start with: English here.
      const languages = form.getByRole('group', { name: 'Koçluk dilleri' });
      await expect(languages.getByRole('checkbox')).toHaveCount(1);
      await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
      await form.getByRole('button', { name: 'Danışan talebi gönder' }).click();
      await expect(
        page.getByText('Danışan talebiniz gönderildi. Bir sonraki eşleştirme size bir koç arar.'),
      ).toBeVisible();

      const open = main.getByRole('region', { name: 'Açık talepler' });
      await expect(open.getByRole('listitem')).toHaveCount(1);
      await expect(open.getByRole('listitem')).toContainText('Koçluk almak');
      await expect(open.getByRole('listitem')).toContainText('English');
      await keepScreenshot(page, 'projects-coachee-asks-tr');
    });

    test('the coach asks to coach in English (en)', async ({ page }) => {
      await signInAt(page, 'en', coach, '/user/projects');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
      const form = main.getByRole('region', { name: 'Ask for a project' });
      await choose(form, 'To coach');
      await expect(
        form.getByRole('group', { name: 'Coaching languages' }).getByRole('checkbox', { name: 'English' }),
      ).toBeChecked();
      await form.getByRole('button', { name: 'Ask to coach' }).click();
      await expect(
        page.getByText('Your request to coach was sent. The next matching run looks for a coachee for you.'),
      ).toBeVisible();
      const open = main.getByRole('region', { name: 'Open requests' });
      await expect(open.getByRole('listitem')).toHaveCount(1);
      await expect(open.getByRole('listitem')).toContainText('To coach');
      await expect(open.getByRole('listitem')).toContainText('Waiting for the next matching run');
      await keepScreenshot(page, 'projects-coach-asks-en');
    });

    test('the administrator runs matching now: preview, run, summary (tr)', async ({ page, request }) => {
      await openSignedIn(page, demo.admin, '/admin/pending-assignment');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Bekleyen eşleştirmeler' })).toBeVisible();
      // Both requests wait, with the members' e-mail addresses.
      for (const member of [coach, coachee]) {
        await expect(main.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
      }

      await main.getByRole('button', { name: 'Şimdi eşleştir' }).click();
      const preview = page.getByRole('dialog', { name: 'Şimdi eşleştir' });
      // First what a run would do, written nothing.
      await expect(preview.getByRole('region', { name: 'Şimdi çalışsa yapacakları' })).toBeVisible();
      // Who with whom: the demo pairs Kerem with Ayşe in Turkish, and this journey's two in English;
      // Emre is left, with the reason in words.
      const planned = preview.getByRole('table', { name: 'Eşleştirmenin yapacağı eşleşmeler' });
      await expect(planned.getByRole('row').filter({ hasText: 'Kerem Aksoy' })).toContainText('Ayşe Demir');
      await expect(planned.getByRole('row').filter({ hasText: 'Kerem Aksoy' })).toContainText('Türkçe');
      await expect(planned.getByRole('row').filter({ hasText: coach.fullName })).toContainText(
        coachee.fullName,
      );
      const leftOver = preview.getByRole('table', { name: 'Eşleştirmenin açıkta bırakacağı talepler' });
      await expect(leftOver.getByRole('row').filter({ hasText: 'Emre Koç' })).toBeVisible();
      await keepScreenshot(page, 'admin-matching-preview-tr');
      await preview.getByRole('button', { name: 'Eşleştirmeyi çalıştır' }).click();

      const done = page.getByRole('dialog', { name: 'Eşleştirme tamamlandı' });
      await expect(done.getByRole('status')).toContainText(/eşleşme yapıldı/);
      await expect(done.getByRole('region', { name: 'Eşleştirmenin yaptıkları' })).toBeVisible();
      await keepScreenshot(page, 'admin-matching-done-tr');
      // The footer's button (the dialog's corner has another of that name).
      await done.getByRole('button', { name: 'Kapat' }).last().click();
      await expect(done).toBeHidden();
      // Paired requests no longer wait.
      for (const member of [coach, coachee]) {
        await expect(main.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
      }

      // The run is kept: the runs page lists it first, and its page shows the pairs it made.
      await page.getByRole('link', { name: 'Geçmiş eşleştirmeler' }).first().click();
      await expect(main.getByRole('heading', { level: 1, name: 'Geçmiş eşleştirmeler' })).toBeVisible();
      const runs = main.getByRole('table', { name: 'Geçmiş eşleştirmeler' });
      const newest = runs.getByRole('row').nth(1);
      await expect(newest).toContainText('Yönetim panelinden');
      await expect(newest).toContainText(demo.admin.fullName);
      await newest.getByRole('link').first().click();
      await expect(main.getByRole('heading', { level: 1, name: /tarihli eşleştirme$/ })).toBeVisible();
      const made = main.getByRole('table', { name: 'Eşleştirmenin yaptığı eşleşmeler' });
      await expect(made.getByRole('row').filter({ hasText: 'Kerem Aksoy' })).toContainText('Ayşe Demir');
      await expect(made.getByRole('row').filter({ hasText: coach.fullName })).toContainText(coachee.fullName);
      await expect(
        main.getByRole('table', { name: 'Eşleştirmenin açıkta bıraktığı talepler' }).getByRole('row', {
          name: /Emre Koç/,
        }),
      ).toBeVisible();
      await keepScreenshot(page, 'admin-matching-run-tr');

      // The two are paired with each other, in English, and each got the mail.
      const admin = await Api.admin(request);
      const [project] = await projectsOf(admin, coach);
      expect(project).toMatchObject({
        state: 'open',
        language: 'en',
        coach: { accountId: coach.accountId },
        coachee: { accountId: coachee.accountId },
      });
      const toCoach = await latestMail(request, 'projectMatched', coach.email);
      expect(toCoach?.language).toBe('en');
      expect(toCoach?.text).toContain(coachee.fullName);
      const toCoachee = await latestMail(request, 'projectMatched', coachee.email);
      expect(toCoachee?.language).toBe('tr');
      expect(toCoachee?.text).toContain(coach.fullName);
    });

    test('both members see the project with their partner', async ({ page, browser }) => {
      await signInAt(page, 'en', coach, '/user/projects');
      const open = page.getByRole('main').getByRole('region', { name: 'Open projects' });
      const asCoach = projectItem(open, coachee);
      await expect(asCoach.getByRole('heading', { name: coachee.fullName })).toBeVisible();
      // The coachee has not chosen to share their e-mail with coaches (ADR 0033).
      await expect(asCoach).toContainText('Keeps their e-mail private; they will get in touch with you.');
      await expect(asCoach.getByRole('link', { name: coachee.email })).toHaveCount(0);
      await expect(asCoach).toContainText('You coach');
      await expect(asCoach).toContainText('English');
      await expect(asCoach).toContainText(/105 days left|104 days left/);
      // Too early for a closing request: the administrators' wait (14 days by default) after the start.
      await expect(
        asCoach.getByRole('button', { name: `Send closing request to ${coachee.fullName}` }),
      ).toBeDisabled();
      await expect(asCoach).toContainText('A closing request can be sent 14 days after the start');
      await keepScreenshot(page, 'projects-coach-open-project-en');

      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const coacheePage = await other.newPage();
      await signInAt(coacheePage, 'tr', coachee, '/user/projects');
      const mine = coacheePage.getByRole('main').getByRole('region', { name: 'Açık projeler' });
      const asCoachee = projectItem(mine, coach);
      await expect(asCoachee.getByRole('heading', { name: coach.fullName })).toBeVisible();
      await expect(
        asCoachee.getByRole('button', { name: `${coach.fullName} ile projeyi tamamla` }),
      ).toBeVisible();
      await keepScreenshot(coacheePage, 'projects-coachee-open-project-tr');
      await other.close();
    });

    test('14 days later the coach sends a closing request with 7 hours (en)', async ({ page, request }) => {
      await setClockAhead(14);
      // The session of before idled out when time jumped: a new sign-in, at the new time.
      await signInAt(page, 'en', coach, '/user/projects', 14);
      const open = page.getByRole('main').getByRole('region', { name: 'Open projects' });
      const item = projectItem(open, coachee);
      await item.getByRole('button', { name: `Send closing request to ${coachee.fullName}` }).click();

      const dialog = page.getByRole('dialog', { name: 'Send a closing request' });
      await dialog.getByRole('spinbutton', { name: 'Session hours' }).fill('7');
      // This pair kept no session log: 7 hours is above the log's 0, so the coach says they mean it.
      await expect(dialog).toContainText('No session of this project is confirmed in the session log.');
      await tick(dialog, 'Yes, close with 7 hours, more than the log confirms');
      await keepScreenshot(page, 'projects-closing-request-en');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(
        page.getByText(`Your closing request for 7 hours was sent to ${coachee.fullName}.`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(item).toContainText(`You sent a closing request for 7 hours`);
      await expect(item.getByRole('button', { name: /Send closing request/ })).toHaveCount(0);

      const mail = await latestMail(request, 'closingRequestSent', coachee.email);
      expect(mail?.language).toBe('tr');
      expect(mail?.linkPath).toMatch(/^\/projectcompletionrequestapprovalbycoachee\/[0-9a-f-]{36}$/);
    });

    test('the coachee confirms the hours from the mail’s link, signing in on the way (tr)', async ({
      page,
      request,
    }) => {
      await setClockAhead(14);
      const mail = await latestMail(request, 'closingRequestSent', coachee.email);
      await browserClockAhead(page, 14);
      await page.goto(mail?.linkPath as string);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Kapanış talebini onaylayın' })).toBeVisible();
      await expect(main.getByText('Kapanış talebini onaylamak için giriş yapın')).toBeVisible();
      await main.getByRole('link', { name: 'Giriş yap' }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=/);
      await page.getByLabel('E-posta', { exact: true }).fill(coachee.email);
      await page.getByLabel('Şifre', { exact: true }).fill(coachee.password);
      await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
      // Back on the link's page, signed in: the project and the hours the coach sent.
      await expect(page).toHaveURL(new RegExp(`${mail?.linkPath}$`));
      const card = main.getByRole('region', { name: 'Kapanış talebi' });
      await expect(card.getByText(coach.fullName)).toBeVisible();
      await expect(card.getByText('7 saat', { exact: true })).toBeVisible();
      await expect(card.getByText('English')).toBeVisible();
      await keepScreenshot(page, 'closing-request-confirm-tr');
      await card.getByRole('button', { name: '7 saati onayla' }).click();

      await expect(main.getByRole('heading', { name: 'Kapanış talebi onaylandı' })).toBeVisible();
      await expect(
        main.getByText(`${coach.fullName} ile proje 7 saat ile tamamlandı: 7 puan kazandınız.`),
      ).toBeVisible();
      await keepScreenshot(page, 'closing-request-confirmed-tr');

      // Points moved once: +7 for the coachee, −7 for the coach, written with the project.
      const admin = await Api.admin(request);
      const [project] = await projectsOf(admin, coach);
      expect(project).toMatchObject({
        state: 'completed_confirmed',
        sessionCount: 7,
        points: { coach: -7, coachee: 7 },
      });
      const coacheeLedger = await ledgerOf(admin, coachee);
      expect(coacheeLedger.balance).toBe(7);
      expect(coacheeLedger.entries.filter((entry) => entry.projectId === project?.id)).toMatchObject([
        { delta: 7, reason: 'coachee_sessions', balanceAfter: 7 },
      ]);
      const coachLedger = await ledgerOf(admin, coach);
      expect(coachLedger.balance).toBe(3);
      expect(coachLedger.entries.filter((entry) => entry.projectId === project?.id)).toMatchObject([
        { delta: -7, reason: 'coach_sessions', balanceAfter: 3 },
      ]);
      expect((await latestMail(request, 'projectCompleted', coach.email))?.language).toBe('en');
    });

    test('the dashboards show the points moved: +7 for the coachee, −7 for the coach', async ({
      page,
      browser,
    }) => {
      await setClockAhead(14);
      await signInAt(page, 'tr', coachee, '/user/dashboard', 14);
      await expect(figure(page, 'Rakamlarınız', 'Puan')).toHaveText('7');
      await expect(page.getByRole('heading', { name: 'Zaman içinde puanlar' })).toBeVisible();
      // One step up: 0 the day before, 7 since the day of the confirmation (and today, when
      // midnight fell in between).
      const steps = await chartValues(page, 'Her günün sonundaki puanınız');
      expect(steps[0]).toBe(0);
      expect(new Set(steps.slice(1))).toEqual(new Set([7]));
      await keepScreenshot(page, 'dashboard-points-coachee-tr');
      await page.goto('/user/projects');
      const past = page.getByRole('main').getByRole('region', { name: 'Geçmiş projeler' });
      const closed = projectItem(past, coach);
      await expect(closed).toContainText('Tamamlandı: saatler onaylandı');
      await expect(closed).toContainText('+7 puan');

      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const coachPage = await other.newPage();
      await signInAt(coachPage, 'en', coach, '/user/dashboard', 14);
      await expect(figure(coachPage, 'Your figures', 'Score')).toHaveText('3');
      // The steps of the chart: 0 the day before, 10 on the day of the adjusted points, 3 since the
      // confirmation.
      const coachSteps = await chartValues(coachPage, 'Your score at the end of each day');
      expect(coachSteps.slice(0, 2)).toEqual([0, 10]);
      expect(coachSteps.at(-1)).toBe(3);
      await keepScreenshot(coachPage, 'dashboard-points-coach-en');
      await coachPage.goto(inLang('en', '/user/projects'));
      const coachPast = coachPage.getByRole('main').getByRole('region', { name: 'Past projects' });
      await expect(projectItem(coachPast, coachee)).toContainText('Completed: hours confirmed');
      await expect(projectItem(coachPast, coachee)).toContainText(/[-−]7 points/);
      await other.close();
    });

    test('a project left open past 15 weeks is ended by the job, with −7 each', async ({
      page,
      browser,
      request,
    }) => {
      // A second English pair, paired by hand on day 14, who never close their project.
      await setClockAhead(14);
      const admin = await Api.admin(request);
      lateCoach = await createMember(admin, {
        name: 'Hannah',
        surname: 'Wright',
        language: 'en',
        languages: ['en'],
        packageCode: 'COACH-12',
        stamp,
      });
      lateCoachee = await createMember(admin, {
        name: 'Deniz',
        surname: 'Yalçın',
        language: 'tr',
        languages: ['en'],
        packageCode: 'COACHEE-12',
        stamp,
      });
      people.push(lateCoach, lateCoachee);
      await makeEligibleCoach(request, admin, lateCoach, 10);
      const coachRequest = await (await Api.as(request, lateCoach)).post<{ id: string }>(
        '/projectrequests/requestforcoach',
        { languages: ['en'] },
      );
      const coacheeRequest = await (await Api.as(request, lateCoachee)).post<{ id: string }>(
        '/projectrequests/requestforcoachee',
        { languages: ['en'] },
      );
      const started = await admin.post<{ id: string; deadlineAt: string }>(
        '/projects/manualprojectmatching',
        {
          coachRequestId: coachRequest.id,
          coacheeRequestId: coacheeRequest.id,
        },
      );
      expect(Date.parse(started.deadlineAt) - Date.now()).toBeLessThan((pastTheDeadline - 1) * dayMs);

      // 15 weeks pass with the project open; the job runs (an administrator runs it now).
      await setClockAhead(pastTheDeadline);
      const later = await Api.admin(request);
      await runJob(later, 'projects.endOverdue');
      const [ended] = await projectsOf(later, lateCoach);
      expect(ended).toMatchObject({
        id: started.id,
        state: 'aborted_by_system',
        points: { coach: -7, coachee: -7 },
      });
      for (const [member, balance] of [
        [lateCoach, 3],
        [lateCoachee, -7],
      ] as const) {
        const ledger = await ledgerOf(later, member);
        expect(ledger.balance).toBe(balance);
        expect(ledger.entries.filter((entry) => entry.projectId === started.id)).toMatchObject([
          { delta: -7, reason: 'unclosed_penalty' },
        ]);
        expect(await latestMail(request, 'projectEndedBySystem', member.email)).not.toBeNull();
      }
      // Running it again changes nothing: the project is scored once.
      await runJob(later, 'projects.endOverdue');
      expect((await ledgerOf(later, lateCoach)).balance).toBe(3);

      // Both see it among their past projects, ended by the system, −7 each.
      await signInAt(page, 'en', lateCoach, '/user/projects', pastTheDeadline);
      const past = page.getByRole('main').getByRole('region', { name: 'Past projects' });
      const asCoach = projectItem(past, lateCoachee);
      await expect(asCoach).toContainText('Ended by the system');
      await expect(asCoach).toContainText('Nobody closed the project before its deadline');
      await expect(asCoach).toContainText(/[-−]7 points/);
      await keepScreenshot(page, 'projects-ended-by-system-en');

      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const coacheePage = await other.newPage();
      await signInAt(coacheePage, 'tr', lateCoachee, '/user/projects', pastTheDeadline);
      const mine = coacheePage.getByRole('main').getByRole('region', { name: 'Geçmiş projeler' });
      await expect(projectItem(mine, lateCoach)).toContainText('Sistem tarafından sonlandırıldı');
      await expect(projectItem(mine, lateCoach)).toContainText(/[-−]7 puan/);
      await keepScreenshot(coacheePage, 'projects-ended-by-system-tr');
      await other.close();

      // The administrator's list of projects says the same.
      const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const adminPage = await adminContext.newPage();
      await browserClockAhead(adminPage, pastTheDeadline);
      await openSignedIn(
        adminPage,
        demo.admin,
        inLang('en', `/admin/user-project?accountId=${lateCoach.accountId}`),
      );
      const row = adminPage.getByRole('main').getByRole('row').filter({ hasText: lateCoachee.fullName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Ended by the system');
      await keepScreenshot(adminPage, 'admin-projects-ended-by-system-en');
      await adminContext.close();
    });
  });
