import ICAL from 'ical.js';
import { resetClock, setClockAhead } from '../support/clock.ts';
import { addDays, istanbulDay } from '../support/coaching.ts';
import { inLang, type Lang, openSignedIn } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import {
  Api,
  browserClockAhead,
  cancelOpenRequests,
  createMember,
  type Member,
  pairByAdministrator,
  projectItem,
  runStamp,
} from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// Sessions in the calendar (issue 32, ADR 0056), told in turns. Kerem (a coach who reads Turkish)
// and Ayşe (a coachee who reads English) are paired by an administrator (API). Kerem proposes two
// times, tomorrow or the day after at 18:00 for an hour, on his project page; Ayşe accepts the
// first on hers. Both get an invite
// whose .ics ical.js reads as METHOD:REQUEST with the session's start in UTC, and Kerem's private
// feed lists it. Two days later (the server's clock moved, support/clock.ts) Kerem logs it with
// one click and Ayşe confirms it.

const stamp = runStamp();
let kerem: Member;
let ayse: Member;
let day: string;

const words = {
  tr: {
    open: 'Açık projeler',
    propose: 'Saat önerin',
    addTime: 'Başka bir saat ekle',
    secondTime: '2. saat',
    day: 'Gün',
    log: 'Bu seansı kaydet',
    sessionLog: 'Seans günlüğü',
  },
  en: {
    open: 'Open projects',
    accept: /^Accept /,
    sessionLog: 'Session log',
    confirm: /^Confirm the session of /,
  },
} as const;

async function projectOn(page: Page, lang: Lang, who: Member, partner: Member, daysAhead = 0) {
  if (daysAhead > 0) await browserClockAhead(page, daysAhead);
  await openSignedIn(page, who, inLang(lang, '/user/projects'));
  const region = page.getByRole('main').getByRole('region', { name: words[lang].open });
  return projectItem(region, partner);
}

/** The only event of an .ics text, and its METHOD, as ical.js reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  return { method: calendar.getFirstPropertyValue('method'), events };
}

test.describe
  .serial('two partners plan a session in the calendar, get the invite, and log it after', () => {
    test.afterAll(async ({ request }) => {
      await resetClock();
      for (const member of [kerem, ayse].filter(Boolean))
        await cancelOpenRequests(request, member).catch(() => {});
    });

    test('set-up: Kerem and Ayşe paired by an administrator (API)', async ({ request }) => {
      const admin = await Api.admin(request);
      kerem = await createMember(admin, {
        name: 'Kerem',
        surname: 'Yıldız',
        language: 'tr',
        // English too: becoming a coach asks for (and cancels) a request to be coached in English.
        languages: ['tr', 'en'],
        packageCode: 'COACH-12',
        stamp,
      });
      ayse = await createMember(admin, {
        name: 'Ayşe',
        surname: 'Demir',
        language: 'en',
        languages: ['tr'],
        packageCode: 'COACHEE-12',
        stamp,
      });
      await pairByAdministrator(request, admin, { coach: kerem, coachee: ayse, language: 'tr' });
      day = addDays(istanbulDay(Date.now()), 1);
    });

    test('Kerem proposes tomorrow or the day after at 18:00 (tr), Ayşe accepts tomorrow (en)', async ({
      page,
    }) => {
      const item = await projectOn(page, 'tr', kerem, ayse);
      const form = item.getByRole('form', { name: words.tr.propose });
      await form.getByLabel(words.tr.day).fill(day);
      await form.getByRole('button', { name: words.tr.addTime }).click();
      await form
        .getByRole('group', { name: words.tr.secondTime })
        .getByLabel(words.tr.day)
        .fill(addDays(day, 1));
      await form.getByRole('button', { name: words.tr.propose, exact: true }).click();
      await expect(item.getByText(/Ayşe Demir yanıtlaması bekleniyor/)).toBeVisible();

      const hers = await projectOn(page, 'en', ayse, kerem);
      const accept = hers.getByRole('button', { name: words.en.accept });
      await expect(accept).toHaveCount(2);
      await accept.first().click();
      await expect(hers.getByRole('list', { name: 'Scheduled sessions' }).getByRole('listitem')).toHaveCount(
        1,
      );
    });

    test('both get an invite with a valid .ics, and Kerem’s private feed lists the session', async ({
      request,
    }) => {
      for (const who of [kerem, ayse]) {
        const mail = await latestMail(request, 'sessionInvite', who.email);
        expect(mail?.calendar?.method).toBe('REQUEST');
        const { method, events } = parse(mail?.calendar?.content ?? '');
        expect(method).toBe('REQUEST');
        expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
          `${day}T15:00:00.000Z`,
        ]);
        // Each copy names its own recipient only.
        const other = who === kerem ? ayse : kerem;
        expect(mail?.calendar?.content).not.toContain(other.email);
      }
      const feed = await (await Api.as(request, kerem)).post<{ url: string }>('/calendarfeed', {});
      const response = await request.get(feed.url);
      expect(response.ok()).toBe(true);
      expect(parse(await response.text()).events.map((event) => event.summary)).toEqual([
        'Koçluk seansı: Ayşe Demir',
      ]);
    });

    test('the day after, Kerem logs it with one click and Ayşe confirms it', async ({ page }) => {
      await setClockAhead(2);
      const item = await projectOn(page, 'tr', kerem, ayse, 2);
      await item.getByRole('button', { name: words.tr.log }).click();
      await expect(item.getByText('Kaydedildi', { exact: true })).toBeVisible();

      const hers = await projectOn(page, 'en', ayse, kerem, 2);
      await hers.getByRole('button', { name: words.en.sessionLog, exact: true }).click();
      const confirm = hers.getByRole('button', { name: words.en.confirm });
      await confirm.click();
      await expect(confirm).toHaveCount(0);
    });
  });
