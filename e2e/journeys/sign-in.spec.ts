import { demo, deviceLanguage, inLang, keepScreenshot, signIn, t } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// Turkish on the desktop, English on the phone (deviceLanguage).
test.describe('sign-in', () => {
  test(`administrator lands on the admin dashboard @phone`, async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await signIn(page, lang, demo.admin);
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/admin/dashboard')}$`));
    await expect(page.getByRole('main').getByText(demo.admin.fullName).first()).toBeVisible();
    await keepScreenshot(page, `admin-dashboard-${lang}-${info.project.name}`);
  });

  test(`member lands on the user dashboard with name, role and score @phone`, async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await signIn(page, lang, demo.member);
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/user/dashboard')}$`));
    const main = page.getByRole('main');
    await expect(main.getByText(demo.member.fullName).first()).toBeVisible();
    const userinfo = await page.evaluate(async () => {
      const token = localStorage.getItem('coach.token');
      const response = await fetch('/api/auth/userinfo', { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()).data as { score: number };
    });
    await expect(main.getByText(String(userinfo.score), { exact: true }).first()).toBeVisible();
    await keepScreenshot(page, `user-dashboard-${lang}-${info.project.name}`);
  });

  test(`wrong password says so in the page's language`, async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await signIn(page, lang, { email: demo.member.email, password: 'Wrong!2345' });
    await expect(page.getByText(t(lang).wrong)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/login')}$`));
    await keepScreenshot(page, `login-error-${lang}`);
  });

  test(`sign-out returns to the login page and ends the session`, async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await signIn(page, lang, demo.member);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('coach.token'));
    await page
      .getByRole('button', { name: t(lang).signOut })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/login')}$`));
    const status = await page.evaluate(
      async (bearer) =>
        (await fetch('/api/auth/userinfo', { headers: { authorization: `Bearer ${bearer}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });
});
