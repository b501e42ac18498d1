import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalogue per front-end app, each compiled next to its code and merged at run time into the
// shared i18n instance. Source texts are English; Turkish (the default language) must be complete:
// `lingui compile --strict` fails on a missing translation.
const app = (dir: string, { apart = [] as string[] } = {}) => ({
  path: `<rootDir>/${dir}/src/locales/{locale}/messages`,
  include: [`<rootDir>/${dir}/src`],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**', ...apart.map((folder) => `**/${folder}/**`)],
});

// Pages with a catalogue of their own, loaded by their routes (`pageTexts`), not with their app's:
// the texts of the folders `include`, compiled into `locales`.
const pages = (locales: string, include: string[]) => ({
  path: `<rootDir>/${locales}/{locale}/messages`,
  include: include.map((folder) => `<rootDir>/${folder}`),
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
});

/** The public site's folders whose texts are the "forms" catalogue (public-site/src/app/form-texts.ts). */
const publicFormPages = [
  ...[
    'account-deletion',
    'auth',
    'closing-confirmation',
    'contact',
    'email-verification',
    'password',
    'payment',
    'registration',
    'sandbox-checkout',
    'unsubscribe',
  ].map((name) => `features/${name}`),
  // The packages' names and periods, shown by registration, payment and the sandbox checkout.
  'utils',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['tr', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    app('shells/kit'),
    app('shells/host'),
    // The rules, about, FAQ and legal pages: long texts, half of the public site's, that no other
    // page shows; the home page downloaded them with the public remote (ADR 0026).
    app('public-site', { apart: ['features/info', ...publicFormPages] }),
    pages('public-site/src/features/info/locales', ['public-site/src/features/info']),
    // The pages with forms: sign-in, registration, payment, passwords, confirmations, contact. They
    // use each other's parts, so they share one catalogue, which the home page does not download.
    pages(
      'public-site/src/locales/forms',
      publicFormPages.map((folder) => `public-site/src/${folder}`),
    ),
    app('member-app'),
    app('admin-app'),
    // The mail templates (rendered by the server): explicit ids, since no macro runs there.
    {
      path: '<rootDir>/adapters/src/mail/templates/locales/{locale}/messages',
      include: ['<rootDir>/adapters/src/mail/templates'],
      exclude: ['**/*.test.ts', '**/locales/**'],
    },
  ],
});
