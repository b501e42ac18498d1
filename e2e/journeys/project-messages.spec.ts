import { axeViolations, describeViolations } from '../support/accessibility.ts';
import { inLang, type Lang, openSignedIn } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { resize, showTheme } from '../support/page-checks.ts';
import {
  Api,
  cancelOpenRequests,
  createMember,
  type Member,
  pairByAdministrator,
  projectItem,
  runStamp,
} from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// Partners can talk (issue 32, ADR 0057). A coach who reads the pages in English and a coachee who
// reads them in Turkish and keeps her e-mail from her coaches (ADR 0033) are paired by an
// administrator (API). The coach writes in the project's thread; she reads it and answers; he reads
// her answer. Her e-mail address is on none of his pages, and the mail that told him of her message
// names her without it. Then axe reads what the page sweep cannot reach, as each of them sees it:
// the unfolded thread, the calendar with a two-time proposal form, and the open bell, in light and
// dark, at 1280 and 390 px.

const stamp = runStamp();
let coach: Member;
let coachee: Member;

const words = {
  en: {
    openProjects: 'Open projects',
    messages: 'Messages',
    yourMessage: 'Your message',
    send: 'Send',
    notifications: 'Notifications',
    calendar: 'Calendar',
    addTime: 'Add another time',
  },
  tr: {
    openProjects: 'Açık projeler',
    messages: 'Mesajlar',
    yourMessage: 'Mesajınız',
    send: 'Gönder',
    notifications: 'Bildirimler',
    calendar: 'Takvim',
    addTime: 'Başka bir saat ekle',
  },
} as const satisfies Record<Lang, unknown>;

const coachWrites = 'Hello Şule! Shall we meet on Thursday at 10:00? Agenda: https://example.org/agenda';
const coacheeAnswers = 'Merhaba Grace, perşembe 10:00 bana uyar.';

/** The thread of the project with `partner`, unfolded on the member's projects page. */
async function openThread(page: Page, lang: Lang, who: Member, partner: Member) {
  await openSignedIn(page, who, inLang(lang, '/user/projects'));
  const region = page.getByRole('main').getByRole('region', { name: words[lang].openProjects });
  const item = projectItem(region, partner);
  // "Messages", or "Messages (1 new)" while the partner's messages wait.
  const toggle = item.getByRole('button', { name: new RegExp(`^${words[lang].messages}( \\(|$)`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return item;
}

/** axe on the page as it stands, in the light theme and the dark one. */
async function expectNoAxeViolations(page: Page, what: string) {
  for (const mode of ['light', 'dark'] as const) {
    await showTheme(page, mode);
    const findings = await axeViolations(page);
    expect(findings, `${what}, ${mode}:\n${describeViolations(findings)}`).toEqual([]);
  }
}

async function write(lang: Lang, item: ReturnType<typeof projectItem>, text: string) {
  await item.getByLabel(words[lang].yourMessage).fill(text);
  await item.getByRole('button', { name: words[lang].send, exact: true }).click();
  await expect(item.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(item.getByLabel(words[lang].yourMessage)).toHaveValue('');
}

test.describe
  .serial('two partners exchange messages; the coachee who hides her e-mail never has it shown', () => {
    test.afterAll(async ({ request }) => {
      for (const member of [coach, coachee].filter(Boolean)) {
        await cancelOpenRequests(request, member).catch(() => {});
      }
    });

    test('set-up, the thread in both languages, and the mail without her address', async ({
      page,
      request,
    }) => {
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
      // She keeps her e-mail from her coaches (the default, stated here).
      await (await Api.as(request, coachee)).put('/coachinglog/preferences', {
        trainingStartedOn: null,
        shareEmailWithCoaches: false,
      });
      await pairByAdministrator(request, admin, { coach, coachee, language: 'en' });

      // The coach writes first.
      let thread = await openThread(page, 'en', coach, coachee);
      await write('en', thread, coachWrites);
      await expect(page.getByRole('main')).not.toContainText(coachee.email);

      // She sees it waiting on her dashboard and her projects page, reads it in Turkish and answers.
      await openSignedIn(page, coachee, inLang('tr', '/user/dashboard'));
      await expect(page.getByRole('main').getByText('1 yeni mesaj')).toBeVisible();
      await openSignedIn(page, coachee, inLang('tr', '/user/projects'));
      await expect(page.getByRole('button', { name: 'Mesajlar (1 yeni)' })).toBeVisible();
      thread = await openThread(page, 'tr', coachee, coach);
      await expect(thread.getByRole('listitem').filter({ hasText: coachWrites })).toContainText(
        coach.fullName,
      );
      await write('tr', thread, coacheeAnswers);

      // He reads her answer, by her name, and her address is nowhere on his page.
      thread = await openThread(page, 'en', coach, coachee);
      const answer = thread.getByRole('listitem').filter({ hasText: coacheeAnswers });
      await expect(answer).toContainText(coachee.fullName);
      await expect(page.locator('body')).not.toContainText(coachee.email);

      // The mail that told him of her message names her, and holds no address of hers.
      const mail = await latestMail(request, 'projectMessage', coach.email);
      expect(mail, 'a new-message mail went to the coach').not.toBeNull();
      expect(mail?.subject).toBe(`New message from ${coachee.fullName}`);
      expect(mail?.text).not.toContain(coachee.email);
      expect(mail?.html).not.toContain(coachee.email);
      expect(mail?.text).not.toContain(coacheeAnswers);
    });

    test('axe finds nothing on the thread, the calendar and the bell: both languages, both themes, desktop and phone', async ({
      page,
    }) => {
      for (const [lang, who, partner] of [
        ['en', coach, coachee],
        ['tr', coachee, coach],
      ] as const) {
        for (const width of [1280, 390]) {
          await resize(page, width);
          const thread = await openThread(page, lang, who, partner);
          await expect(thread.getByRole('heading', { name: words[lang].calendar })).toBeVisible();
          // The proposal form with two times, each its own group of fields.
          await thread.getByRole('button', { name: words[lang].addTime }).click();
          await expect(thread.getByRole('group')).toHaveCount(2);
          await expectNoAxeViolations(page, `${lang}, ${width} px, thread and calendar`);
          await page.getByRole('button', { name: new RegExp(`^${words[lang].notifications}`) }).click();
          await expect(page.getByRole('heading', { name: words[lang].notifications })).toBeVisible();
          await expectNoAxeViolations(page, `${lang}, ${width} px, notifications open`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('heading', { name: words[lang].notifications })).toHaveCount(0);
        }
      }
    });
  });
