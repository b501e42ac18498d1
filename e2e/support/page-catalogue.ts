import { type PageArea, type PageDeclaration, pagePath, pagesByArea } from '@coach/core/contracts';
import type { Lang } from './fixtures.ts';
import type { RealValues } from './real-values.ts';

// Every page of the catalogue (`@coach/core/contracts` pagesByArea) as the browser checks visit
// it: in each language, as the person the page is for, with its parameters filled in with values
// that exist on the journeys' server. A page added to the catalogue is visited without a change
// here; a page with a new parameter stops the run until this file says which real value fills it.

/** Who opens the page: nobody signed in, the demo member, the demo administrator, or a coachee. */
export type Visitor = 'visitor' | 'member' | 'admin' | 'coachee';

export interface PageVisit {
  readonly lang: Lang;
  readonly area: PageArea;
  /** The catalogue's key (`newPassword`), or `notFound` for the 404 page. */
  readonly page: string;
  /** Which form of the page: `with-token`, `without-token`…; null for a page with one form. */
  readonly variant: string | null;
  readonly as: Visitor;
  /** A name for reports and files: `en-public-new-password-with-token`. */
  readonly name: string;
  /** The address to open, once the run's real values are known. */
  readonly address: (values: RealValues) => string;
}

const whoVisits: Record<PageArea, Visitor> = { public: 'visitor', member: 'member', admin: 'admin' };

type Fill = (values: RealValues, lang: Lang) => string;

/**
 * The real value of each parameter, by `area.page.parameter`. Tokens are read from the mails of
 * people registered for the run; ids are of the demo programme (server/src/seed).
 */
const parameterValues: Record<string, { fill: Fill; as?: Visitor }> = {
  'public.newPassword.token': { fill: (values, lang) => values[lang].resetPasswordToken },
  'public.verifyEmail.token': { fill: (values, lang) => values[lang].verifyEmailToken },
  'public.sandboxCheckout.token': { fill: (values, lang) => values[lang].unpaidCheckoutToken },
  // The page asks the server nothing until its button is pressed, so any token shows the same
  // confirmation; a real one would be spent by nobody and deleting is the journey's to do.
  'public.deleteAccount.token': { fill: () => 'link-of-the-deletion-mail' },
  // A token no member has: the page says the link does not work; the journey group-mail.spec.ts
  // follows a real one.
  'public.unsubscribe.token': { fill: () => 'link-of-a-programme-mail' },
  // A log the demo member published for the run, in the page's language: shown verified.
  'public.publishedCoachingLog.publicationId': { fill: (values, lang) => values.publishedLogIds[lang] },
  // The mail's link is for the coachee: signed in as them, the page shows the request to confirm.
  'public.closingConfirmation.projectCompletionRequestId': {
    fill: (values) => values.closingRequestId,
    as: 'coachee',
  },
  // A member opens the profile of a partner; an administrator opens the demo member's.
  'member.profile.accountId': { fill: (values) => values.partnerAccountId },
  'admin.profile.accountId': { fill: (values) => values.memberAccountId },
  'admin.matchingRun.matchingRunId': { fill: (values) => values.matchingRunId },
};

/** Pages that read a query parameter: the address the provider sends the payer back to. */
const queryValues: Record<string, { name: string; fill: Fill }> = {
  'public.payment': { name: 'token', fill: (values, lang) => `?token=${values[lang].paidCheckoutToken}` },
};

const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `newpassword/:token?` → the parameter's name and whether it may be left out. */
function parameterOf(path: string): { name: string; optional: boolean } | null {
  const parameters = path.split('/').filter((segment) => segment.startsWith(':'));
  if (parameters.length > 1) throw new Error(`${path}: the checks fill one parameter per page`);
  const [parameter] = parameters;
  if (!parameter) return null;
  const optional = parameter.endsWith('?');
  return { name: parameter.slice(1, optional ? -1 : undefined), optional };
}

const withoutParameter = (path: string) =>
  path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/');

function visitsOfPage(lang: Lang, area: PageArea, page: string, declaration: PageDeclaration): PageVisit[] {
  const key = `${area}.${page}`;
  const visit = (
    variant: string | null,
    address: PageVisit['address'],
    as: Visitor = whoVisits[area],
  ): PageVisit => ({
    lang,
    area,
    page,
    variant,
    as,
    name: [lang, area, kebab(page), variant].filter(Boolean).join('-'),
    address,
  });

  const parameter = parameterOf(declaration.path);
  if (!parameter) {
    const address = () => pagePath(lang, area, declaration.path);
    const query = queryValues[key];
    if (!query) return [visit(null, address)];
    return [
      visit(`without-${query.name}`, address),
      visit(`with-${query.name}`, (values) => `${address()}${query.fill(values, lang)}`),
    ];
  }
  const value = parameterValues[`${key}.${parameter.name}`];
  if (!value) {
    throw new Error(
      `The page ${key} (${declaration.path}) takes :${parameter.name}: say in e2e/support/page-catalogue.ts which real value fills it`,
    );
  }
  const filled = visit(
    `with-${kebab(parameter.name)}`,
    (values) =>
      pagePath(
        lang,
        area,
        declaration.path.replace(/:[A-Za-z]+\??/, encodeURIComponent(value.fill(values, lang))),
      ),
    value.as,
  );
  if (!parameter.optional) return [filled];
  const bare = visit(`without-${kebab(parameter.name)}`, () =>
    pagePath(lang, area, withoutParameter(declaration.path)),
  );
  return [bare, filled];
}

/** Every page of every area in both languages, and the 404 page: the list the checks walk. */
export function pageVisits(): PageVisit[] {
  const visits: PageVisit[] = [];
  for (const lang of ['tr', 'en'] as const) {
    for (const [area, pages] of Object.entries(pagesByArea) as [
      PageArea,
      Record<string, PageDeclaration>,
    ][]) {
      for (const [page, declaration] of Object.entries(pages)) {
        visits.push(...visitsOfPage(lang, area, page, declaration));
      }
    }
    // Not in the catalogue (any unknown path shows it), but a page people land on all the same.
    visits.push({
      lang,
      area: 'public',
      page: 'notFound',
      variant: null,
      as: 'visitor',
      name: `${lang}-public-not-found`,
      address: () => pagePath(lang, 'public', 'no-such-page-here'),
    });
  }
  return visits;
}
