import { publicPages } from '@coach/core/pages';
import type { RouteHandle, RouteObject } from '@coach/kit';
import { msg } from '@lingui/core/macro';
import { infoTexts } from '../features/info/texts.ts';
import { formTexts } from './form-texts.ts';

// Public pages, mounted by the host at the language root (/ and /en). Pages load lazily, so the
// host's first download stays small.
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/components/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    handle: { title: msg`Gain coaching hours in paired projects` } satisfies RouteHandle,
  },
  {
    path: publicPages.login.path,
    loader: formTexts,
    lazy: () =>
      import('../features/auth/components/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    handle: { crumb: msg`Sign in`, title: msg`Sign in` } satisfies RouteHandle,
  },
  {
    path: publicPages.forgotPassword.path,
    loader: formTexts,
    lazy: () =>
      import('../features/password/components/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    handle: { crumb: msg`Forgot password`, title: msg`Forgot password` } satisfies RouteHandle,
  },
  {
    // The token is optional (docs/product-rules.md §18): without one the page explains how to ask for a link.
    path: publicPages.newPassword.path,
    loader: formTexts,
    lazy: () =>
      import('../features/password/components/new-password-page.tsx').then((m) => ({
        Component: m.NewPasswordPage,
      })),
    handle: { crumb: msg`Set a new password`, title: msg`Set a new password` } satisfies RouteHandle,
  },
  {
    // The link of the closing-request mail; without an id the page says where to confirm instead.
    path: publicPages.closingConfirmation.path,
    loader: formTexts,
    lazy: () =>
      import('../features/closing-confirmation/components/closing-confirmation-page.tsx').then((m) => ({
        Component: m.ClosingConfirmationPage,
      })),
    handle: {
      crumb: msg`Confirm the closing request`,
      title: msg`Confirm the closing request`,
    } satisfies RouteHandle,
  },
  {
    path: publicPages.register.path,
    loader: formTexts,
    lazy: () =>
      import('../features/registration/components/registration-page.tsx').then((m) => ({
        Component: m.RegistrationPage,
      })),
    handle: { crumb: msg`Register`, title: msg`Register` } satisfies RouteHandle,
  },
  {
    // Where the payment provider sends the payer back (`?token=`): the result, refresh-safe.
    path: publicPages.payment.path,
    loader: formTexts,
    lazy: () =>
      import('../features/payment/components/payment-page.tsx').then((m) => ({ Component: m.PaymentPage })),
    handle: { crumb: msg`Payment result`, title: msg`Payment result` } satisfies RouteHandle,
  },
  {
    // The built-in test provider's hosted checkout page (PAYMENT_PROVIDER=sandbox).
    path: publicPages.sandboxCheckout.path,
    loader: formTexts,
    lazy: () =>
      import('../features/sandbox-checkout/components/sandbox-checkout-page.tsx').then((m) => ({
        Component: m.SandboxCheckoutPage,
      })),
    handle: { crumb: msg`Card payment`, title: msg`Card payment` } satisfies RouteHandle,
  },
  {
    // The link of the verification mail; without a token the page offers a new link.
    path: publicPages.verifyEmail.path,
    loader: formTexts,
    lazy: () =>
      import('../features/email-verification/components/verify-email-page.tsx').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
    handle: {
      crumb: msg`Verify your e-mail address`,
      title: msg`Verify your e-mail address`,
    } satisfies RouteHandle,
  },
  {
    // The link of the account-deletion mail (asked for on the settings page).
    path: publicPages.deleteAccount.path,
    loader: formTexts,
    lazy: () =>
      import('../features/account-deletion/components/delete-account-page.tsx').then((m) => ({
        Component: m.DeleteAccountPage,
      })),
    handle: { crumb: msg`Delete your account`, title: msg`Delete your account` } satisfies RouteHandle,
  },
  {
    // The unsubscribe link of programme news (ADR 0049); the mail client's one-click POST goes to
    // the same address on the server (server/src/routes/one-click-unsubscribe.ts).
    path: publicPages.unsubscribe.path,
    loader: formTexts,
    lazy: () =>
      import('../features/unsubscribe/components/unsubscribe-page.tsx').then((m) => ({
        Component: m.UnsubscribePage,
      })),
    handle: {
      crumb: msg`Unsubscribe from programme news`,
      title: msg`Unsubscribe from programme news`,
    } satisfies RouteHandle,
  },
  {
    // A coaching log a member published for an assessor (ADR 0054): signed out, checked by the server.
    path: publicPages.publishedCoachingLog.path,
    lazy: () =>
      import('../features/published-log/components/published-log-page.tsx').then((m) => ({
        Component: m.PublishedLogPage,
      })),
    handle: { crumb: msg`Coaching log`, title: msg`Published coaching log` } satisfies RouteHandle,
  },
  {
    path: publicPages.aboutUs.path,
    loader: infoTexts,
    lazy: () =>
      import('../features/info/components/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
    handle: { crumb: msg`About us`, title: msg`About us` } satisfies RouteHandle,
  },
  {
    path: publicPages.contact.path,
    loader: formTexts,
    lazy: () =>
      import('../features/contact/components/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
    handle: { crumb: msg`Contact`, title: msg`Contact us` } satisfies RouteHandle,
  },
  {
    path: publicPages.faq.path,
    loader: infoTexts,
    lazy: () => import('../features/info/components/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
    handle: { crumb: msg`FAQ`, title: msg`Frequently asked questions` } satisfies RouteHandle,
  },
  {
    path: publicPages.rules.path,
    loader: infoTexts,
    lazy: () =>
      import('../features/info/components/rules-page.tsx').then((m) => ({ Component: m.RulesPage })),
    handle: { crumb: msg`Rules`, title: msg`Project rules` } satisfies RouteHandle,
  },
  {
    path: publicPages.privacy.path,
    loader: infoTexts,
    lazy: () =>
      import('../features/info/components/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
    handle: { crumb: msg`Privacy`, title: msg`Privacy notice` } satisfies RouteHandle,
  },
  {
    path: publicPages.cookiePolicy.path,
    loader: infoTexts,
    lazy: () =>
      import('../features/info/components/cookie-policy-page.tsx').then((m) => ({
        Component: m.CookiePolicyPage,
      })),
    handle: { crumb: msg`Cookie policy`, title: msg`Cookie policy` } satisfies RouteHandle,
  },
  {
    path: publicPages.terms.path,
    loader: infoTexts,
    lazy: () =>
      import('../features/info/components/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
    handle: { crumb: msg`Terms of use`, title: msg`Terms of use` } satisfies RouteHandle,
  },
  {
    path: publicPages.error.path,
    lazy: () =>
      import('../features/errors/components/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
    handle: { crumb: msg`Error`, title: msg`An error occurred` } satisfies RouteHandle,
  },
  {
    path: '*',
    lazy: () =>
      import('../features/errors/components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
    handle: { crumb: msg`Page not found`, title: msg`Page not found` } satisfies RouteHandle,
  },
];
