import { inLang, keepScreenshot, type Lang, openSignedIn } from '../support/fixtures.ts';
import {
  Api,
  adjustPoints,
  choose,
  createMember,
  makeEligibleCoach,
  runStamp,
} from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journey of a refused coach request: the member reads why in words, in the page's
// language, with the number that matters, and a link to what fixes it. The set-up goes through the
// API (an administrator creates the member and their membership).

const stamp = runStamp();

const text = {
  tr: {
    form: 'Proje talebi',
    toCoach: 'Koçluk yapmak',
    askToCoach: 'Koç talebi gönder',
    noProof: 'Koçluk yapabilmek için eğitim belgenizi yükleyin.',
    toProof: 'Eğitim belgenize gidin',
    minScore: 'Koçluk yapabilmek için en az 5 puanınız olmalıdır.',
    missing: 'Koçluk yapabilmek için 3 puana daha ihtiyacınız var.',
  },
  en: {
    form: 'Ask for a project',
    toCoach: 'To coach',
    askToCoach: 'Ask to coach',
    noProof: 'Upload your proof of education to coach.',
    toProof: 'Go to your proof of education',
    minScore: 'You need at least 5 points to coach.',
    missing: 'You need 3 more points to coach.',
  },
} as const;

/** Asks to coach on `/user/projects` and answers the refusal shown next to the form. */
async function askToCoach(page: Page, lang: Lang) {
  const words = text[lang];
  await page.goto(inLang(lang, '/user/projects'));
  const form = page.getByRole('main').getByRole('region', { name: words.form });
  await choose(form, words.toCoach);
  await form.getByRole('button', { name: words.askToCoach }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toBeVisible();
  return refusal;
}

async function newMember(request: Parameters<typeof Api.admin>[0], name: string, surname: string) {
  const admin = await Api.admin(request);
  const member = await createMember(admin, {
    name,
    surname,
    language: 'en',
    languages: ['en'],
    packageCode: 'COACH-12',
    stamp,
  });
  return { admin, member };
}

test('a coach request without an approved proof is refused with the reason, in both languages', async ({
  page,
  request,
}) => {
  // A coach-level member who asked to be coached once, has points, but never sent a proof.
  const { admin, member } = await newMember(request, 'Ruth', 'Mallory');
  await adjustPoints(admin, member, 4, 'Points for the journey');
  const self = await Api.as(request, member);
  const asked = await self.post<{ id: string }>('/projectrequests/requestforcoachee', { languages: ['en'] });
  await self.post('/projectrequests/cancel', { projectRequestId: asked.id });

  await openSignedIn(page, member, '/user/dashboard');
  const turkish = await askToCoach(page, 'tr');
  await expect(turkish).toContainText(text.tr.noProof);
  await expect(turkish.getByRole('link', { name: text.tr.toProof })).toHaveAttribute(
    'href',
    '/user/file-operations',
  );
  await keepScreenshot(page, 'projects-coach-refused-no-proof-tr');

  const english = await askToCoach(page, 'en');
  await expect(english).toContainText(text.en.noProof);
  await expect(english.getByRole('link', { name: text.en.toProof })).toHaveAttribute(
    'href',
    '/en/user/file-operations',
  );
  await keepScreenshot(page, 'projects-coach-refused-no-proof-en');
  // Nothing was asked: the refused request is not waiting anywhere.
  const { items } = await self.get<{ items: { state: string }[] }>('/projectrequests');
  expect(items.filter((item) => item.state === 'open')).toHaveLength(0);
});

test('a coach request with too few points says how many are needed and missing, in both languages', async ({
  page,
  request,
}) => {
  const { admin, member } = await newMember(request, 'Simon', 'Achterberg');
  await makeEligibleCoach(request, admin, member, 2);
  // The minimum score to coach is a setting (1 by default): 5 for this journey, then back.
  const current = await admin.get<{ applicationSettings: Record<string, unknown> }>('/applicationsettings');
  const settings = current.applicationSettings;
  await admin.put('/applicationsettings', { applicationSettings: { ...settings, minScoreToCoach: 5 } });
  try {
    await openSignedIn(page, member, inLang('en', '/user/dashboard'));
    for (const lang of ['en', 'tr'] as const) {
      const refusal = await askToCoach(page, lang);
      await expect(refusal).toContainText(text[lang].minScore);
      await expect(refusal).toContainText(text[lang].missing);
      await keepScreenshot(page, `projects-coach-refused-min-score-${lang}`);
    }
  } finally {
    await admin.put('/applicationsettings', { applicationSettings: settings });
  }
});
