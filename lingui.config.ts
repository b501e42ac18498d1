import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalogue per front-end app, each compiled next to its code and merged at run time into the
// shared i18n instance. Source texts are English; Turkish (the default language) must be complete:
// `lingui compile --strict` fails on a missing translation.
const app = (dir: string) => ({
  path: `<rootDir>/${dir}/src/locales/{locale}/messages`,
  include: [`<rootDir>/${dir}/src`],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['tr', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    app('shells/kit'),
    app('shells/host'),
    app('public-site'),
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
