// Every call of the admin app and the member app that reads, as the scale benchmark times it: one
// table. The calls are the ones admin-app/src/features/**/api and member-app/src/features/**/api make
// (the OpenAPI document at /api/openapi.json names them all; the run prints any GET it does not
// time). A paged case is timed at its first, middle and last page: the runner asks the first page
// for the total, then the page asked for. Writes are not timed here (the import is: export-import.ts);
// a case may make a change before each request (`before`), to time the first answer after it.
import type { BudgetClass } from './budgets.ts';

/** Ids the cases need, read from the seeded database before the run (run.ts). */
export interface Fixture {
  readonly busyId: string;
  readonly coachId: string;
  readonly memberId: string;
  /** An open project of the busy member, and one of its closed ones. */
  readonly busyOpenProjectId: string;
  readonly busyClosedProjectId: string;
  /** A waiting closing request, read by its coachee (who signs in as `waitingCoachee`). */
  readonly waitingCompletionId: string;
  readonly pendingFileId: string;
  readonly outboxId: string;
  readonly badgeId: string;
  readonly packageId: string;
  /** An open checkout at the sandbox provider (its hosted page's token). */
  readonly openCheckoutToken: string;
  /** A card order (its checkout and period are read with it). */
  readonly orderId: string;
  /** The member of the longest-waiting open request, whose points a case moves and moves back. */
  readonly requestingMemberId: string;
  /** The newest kept matching run: about 30,000 left-overs. */
  readonly matchingRunId: string;
  /** The newest mail to a group (run.ts writes a finished one when the seed has none). */
  readonly groupMailId: string;
  /** The known member's unsubscribe link's token (run.ts gives them a key when they have none). */
  readonly unsubscribeToken: string;
  /** The busy member's private calendar feed's token (seed.ts's repairs). */
  readonly busyFeedToken: string;
  /** A published coaching log of the busy member's (run.ts publishes one when there is none). */
  readonly publicationId: string;
}

/** A POST to the API as the administrator, answered 2xx (run.ts throws otherwise). */
export type AdministratorPost = (path: string, body: unknown) => Promise<void>;

/**
 * Who signs in for a case; every seeded account has the bench password. A `visitor` sends no token
 * (a public page, an `<img src>`, a provider sending the browser back), each request from an
 * address of its own.
 */
export type Who = 'administrator' | 'salesman' | 'busy' | 'member' | 'waitingCoachee' | 'visitor';

export type PagePosition = 'first' | 'middle' | 'last';

export interface ScaleCase {
  readonly name: string;
  readonly as: Who;
  readonly budget: BudgetClass;
  /** The request (GET), without `page` when `page` is set. */
  readonly path: (fixture: Fixture) => string;
  readonly page?: PagePosition;
  /** The answer is a redirect, timed as it is (not followed). */
  readonly redirects?: true;
  /**
   * A change made before each request (the warm-ups' too), not timed: for the first answer after a
   * change. It must leave the programme as it found it, or only add harmless rows.
   */
  readonly before?: (post: AdministratorPost, fixture: Fixture) => Promise<void>;
  /** A POST's JSON body: the case is then a POST that only reads (a count before a bulk action). */
  readonly body?: (fixture: Fixture) => unknown;
}

const q = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** A list at its first, middle and last page. */
function pages(
  name: string,
  as: Who,
  path: string,
  query: Record<string, string | number> = {},
  positions: readonly PagePosition[] = ['first', 'middle', 'last'],
  pageSize = 20,
): ScaleCase[] {
  return positions.map((page) => ({
    name: `${name} · ${page} page`,
    as,
    budget: 'list' as const,
    path: () => q(path, { pageSize, ...query }),
    page,
  }));
}

/** Each sort key: ascending at the first page, descending at the last. */
function sorts(name: string, as: Who, path: string, keys: readonly string[], pageSize = 20): ScaleCase[] {
  return keys.flatMap((key) => [
    ...pages(`${name} sort ${key}`, as, path, { sort: key }, ['first'], pageSize),
    ...pages(`${name} sort -${key}`, as, path, { sort: `-${key}` }, ['last'], pageSize),
  ]);
}

/** Searches at their first page; the Turkish ones match folded both ways (ş/s, İ/i, ç/c, …). */
function searches(
  name: string,
  as: Who,
  path: string,
  terms: readonly string[],
  query: Record<string, string | number> = {},
  pageSize = 20,
): ScaleCase[] {
  return terms.flatMap((search) =>
    pages(`${name} search “${search}”`, as, path, { ...query, search }, ['first'], pageSize),
  );
}

const one = (name: string, as: Who, budget: BudgetClass, path: (fixture: Fixture) => string): ScaleCase => ({
  name,
  as,
  budget,
  path,
});

/** The 24 months up to the current one (Istanbul): the longest range a report takes. */
function longestReportRange(now = new Date()): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .slice(0, 7);
  const [year, month] = to.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, month - 24, 1)).toISOString().slice(0, 7), to };
}

const turkishSearches = ['sahin', 'ŞAHİN', 'celik', 'ayse', 'OZTURK', 'çağrı', 'ayşe yılmaz'];

export const scaleCases: readonly ScaleCase[] = [
  // Admin app: accounts (features/accounts, proofs' member picker).
  ...pages('accounts', 'administrator', '/api/accounts'),
  ...sorts('accounts', 'administrator', '/api/accounts', [
    'name', 'surname', 'email', 'createdAt', 'lastLoginAt', 'score', 'role', 'status',
  ]), // biome-ignore format: a list
  ...pages('accounts role User', 'administrator', '/api/accounts', { role: 'User' }, ['first', 'last']),
  ...pages('accounts role Salesman', 'administrator', '/api/accounts', { role: 'Salesman' }, ['first']),
  ...pages('accounts status passive', 'administrator', '/api/accounts', { status: 'passive' }, [
    'first',
    'last',
  ]),
  // The administrator's lock (about 1 % of the seeded accounts): read from accounts_locked_idx.
  ...pages('accounts locked', 'administrator', '/api/accounts', { locked: 'true' }, ['first', 'last']),
  ...pages(
    'accounts locked by -lastLoginAt',
    'administrator',
    '/api/accounts',
    { locked: 'true', sort: '-lastLoginAt' },
    ['middle'],
  ),
  ...pages(
    'accounts User active by -score',
    'administrator',
    '/api/accounts',
    { role: 'User', status: 'active', sort: '-score' },
    ['middle'],
  ),
  // Bulk actions on accounts (ADR 0052): the count shown before one starts, for a filter over
  // every member (one grouped read of the filter) and for a search.
  {
    name: 'bulk action count: make passive every active member',
    as: 'administrator',
    budget: 'report',
    path: () => '/api/accounts/bulkactions/preview',
    body: () => ({ action: 'makePassive', selection: { filter: { role: 'User', status: 'active' } } }),
  },
  {
    name: 'bulk action count: extend everyone a search finds “ayşe”',
    as: 'administrator',
    budget: 'report',
    path: () => '/api/accounts/bulkactions/preview',
    body: (f) => ({
      action: 'extendMembership',
      selection: { filter: { search: 'ayşe' } },
      membershipPackageId: f.packageId,
      reason: 'Scale benchmark',
    }),
  },
  ...searches('accounts', 'administrator', '/api/accounts', [
    ...turkishSearches,
    'example.org',
    '+90532',
    'busy@bench',
  ]),
  ...pages('accounts search “sahin”', 'administrator', '/api/accounts', { search: 'sahin' }, ['last']),
  ...searches(
    'accounts picker (User, by name)',
    'administrator',
    '/api/accounts',
    ['ayse'],
    { role: 'User', sort: 'name' },
    8,
  ),
  ...pages('accounts as salesman', 'salesman', '/api/accounts', {}, ['first', 'last']),
  ...searches('accounts as salesman', 'salesman', '/api/accounts', ['ayse']),
  one('account detail', 'administrator', 'list', (f) => `/api/accounts/${f.busyId}`),
  one(
    'account profile detail',
    'administrator',
    'list',
    (f) => `/api/accounts/accountprofiledetail/${f.busyId}`,
  ),
  one('account proofs', 'administrator', 'list', (f) => `/api/accountfiles/${f.busyId}`),
  one('account order history', 'administrator', 'list', (f) =>
    q('/api/accounts/accountorderhistory', { accountId: f.memberId }),
  ),
  // An order's receipt, a PDF drawn on each request: a download, in the reports' budget.
  one('order receipt pdf', 'administrator', 'report', (f) =>
    q(`/api/accounts/accountorderhistory/${f.orderId}/receipt`, { language: 'tr' }),
  ),
  one('account ledger (busy member)', 'administrator', 'list', (f) =>
    q('/api/ledger', { accountId: f.busyId }),
  ),
  one('account coaching log (busy member)', 'administrator', 'report', (f) => `/api/coachinglog/${f.busyId}`),
  one('account roles', 'administrator', 'list', () => '/api/accountroles'),

  // Proofs of education (features/proofs).
  ...pages('proofs (all, pending first)', 'administrator', '/api/accountfiles/review'),
  ...pages('proofs pending', 'administrator', '/api/accountfiles/review', { state: 'pending' }, [
    'first',
    'last',
  ]),
  ...pages('proofs approved', 'administrator', '/api/accountfiles/review', { state: 'approved' }, [
    'first',
    'last',
  ]),
  ...pages('proofs rejected', 'administrator', '/api/accountfiles/review', { state: 'rejected' }, ['first']),
  ...sorts('proofs', 'administrator', '/api/accountfiles/review', ['memberName', 'reviewedAt']),
  ...searches('proofs', 'administrator', '/api/accountfiles/review', ['celik', 'ayse']),
  one('proof download', 'administrator', 'list', (f) => `/api/accountfiles/download/${f.pendingFileId}`),

  // Projects (features/projects).
  ...pages('projects', 'administrator', '/api/projects'),
  ...sorts('projects', 'administrator', '/api/projects', ['startedAt', 'deadlineAt', 'closedAt', 'state']),
  ...pages('projects open', 'administrator', '/api/projects', { state: 'open' }, ['first', 'last']),
  ...pages(
    'projects completed_confirmed',
    'administrator',
    '/api/projects',
    { state: 'completed_confirmed' },
    ['first', 'middle', 'last'],
  ),
  ...['completed_by_coachee', 'completed_by_system', 'aborted_by_system', 'aborted_by_administrator'].flatMap(
    (state) => pages(`projects ${state}`, 'administrator', '/api/projects', { state }, ['last']),
  ),
  ...pages(
    'projects open by deadline',
    'administrator',
    '/api/projects',
    { state: 'open', sort: 'deadlineAt' },
    ['first', 'last'],
  ),
  ...searches('projects', 'administrator', '/api/projects', ['sahin', 'OZTURK', 'busy@bench', 'çağrı']),
  ...searches('projects open', 'administrator', '/api/projects', ['ayse'], { state: 'open' }),
  {
    name: 'projects of the busy member · first page',
    as: 'administrator',
    budget: 'list',
    path: (f) => q('/api/projects', { pageSize: 20, accountId: f.busyId }),
    page: 'first',
  },
  {
    name: 'projects of the busy member · last page',
    as: 'administrator',
    budget: 'list',
    path: (f) => q('/api/projects', { pageSize: 20, accountId: f.busyId }),
    page: 'last',
  },

  // Matching (features/matching): the open requests, and what a run would do now.
  ...pages('open requests coach', 'administrator', '/api/accounts/getaccountsformanualmatching', {
    role: 'coach',
  }),
  ...pages('open requests coachee', 'administrator', '/api/accounts/getaccountsformanualmatching', {
    role: 'coachee',
  }),
  ...sorts('open requests coachee', 'administrator', '/api/accounts/getaccountsformanualmatching', [
    'name',
    'score',
  ]),
  ...pages(
    'open requests picker coach',
    'administrator',
    '/api/accounts/getaccountsformanualmatching',
    { role: 'coach', sort: 'requestedAt' },
    ['first'],
    100,
  ),
  ...searches('open requests', 'administrator', '/api/accounts/getaccountsformanualmatching', [
    'ayse',
    'OZTURK',
  ]),
  // After a change first: the unchanged case after it then answers the plan its last call kept.
  {
    ...one(
      'matching preview after a change (a member’s point given and taken back)',
      'administrator',
      'report',
      () => '/api/projects/runprojectmatchingjob',
    ),
    before: async (post, f) => {
      for (const delta of [1, -1])
        await post('/api/ledger/adjust', {
          accountId: f.requestingMemberId,
          delta,
          note: 'Scale bench: a change before the matching preview',
        });
    },
  },
  one(
    'matching preview (GET runprojectmatchingjob)',
    'administrator',
    'report',
    () => '/api/projects/runprojectmatchingjob',
  ),
  // A page of pairs and of left-overs deep in the plan: the names of its members read by id (issue 31).
  one('matching preview · a page of pairs and left-overs deep in the plan', 'administrator', 'report', () =>
    q('/api/projects/runprojectmatchingjob', { page: 200, unmatchedPage: 500, pageSize: 20 }),
  ),
  // The kept runs (issue 31): the list, and one run's page at its start and deep in its lists.
  ...pages('matching runs', 'administrator', '/api/projects/matchingruns'),
  one('matching run · first pairs and left-overs', 'administrator', 'list', (f) =>
    q(`/api/projects/matchingruns/${f.matchingRunId}`, { pageSize: 20 }),
  ),
  one('matching run · pairs and left-overs deep in the run', 'administrator', 'list', (f) =>
    q(`/api/projects/matchingruns/${f.matchingRunId}`, { page: 5, unmatchedPage: 1400, pageSize: 20 }),
  ),

  // Audit log, outbox, contact messages, jobs (features/audit, outbox, contact-messages, jobs).
  // Admin app: orders (issue 31), 50,000 of them.
  ...pages('orders', 'administrator', '/api/orders'),
  ...pages('orders oldest first', 'administrator', '/api/orders', { sort: 'createdAt' }, ['first']),
  ...pages('orders granted by hand', 'administrator', '/api/orders', { method: 'manual' }, ['first', 'last']),
  ...pages('orders through the sandbox provider', 'administrator', '/api/orders', { provider: 'sandbox' }, [
    'first',
    'last',
  ]),
  ...pages('orders of one month', 'administrator', '/api/orders', { from: '2026-01-01', to: '2026-01-31' }, [
    'first',
  ]),
  ...pages('orders as salesman', 'salesman', '/api/orders', {}, ['first']),
  ...searches('orders', 'administrator', '/api/orders', ['sahin', 'ayse', '100042']),
  one('order with its payment', 'administrator', 'list', (f) => `/api/orders/${f.orderId}`),
  ...pages('audit log', 'administrator', '/api/auditlog'),
  ...pages('audit log oldest first', 'administrator', '/api/auditlog', { sort: 'createdAt' }, ['first']),
  ...pages('audit log entity account', 'administrator', '/api/auditlog', { entityType: 'account' }, [
    'first',
    'last',
  ]),
  {
    name: 'audit log of one account · first page',
    as: 'administrator',
    budget: 'list',
    path: (f) => q('/api/auditlog', { pageSize: 20, entityType: 'account', entityId: f.coachId }),
    page: 'first',
  },
  ...searches('audit log', 'administrator', '/api/auditlog', ['accounts.update', 'admin3@bench', 'sahin']),
  one('audit log entity types', 'administrator', 'list', () => '/api/auditlog/entitytypes'),
  ...pages('outbox', 'administrator', '/api/outbox'),
  one('outbox mail (rendered)', 'administrator', 'list', (f) => `/api/outbox/${f.outboxId}`),
  // Mail to a group (ADR 0049): the history is the newest 50, the saved filters a short list.
  one('group mails (history)', 'administrator', 'list', () => '/api/groupmails'),
  one('group mail detail', 'administrator', 'list', (f) => `/api/groupmails/${f.groupMailId}`),
  // The unsubscribe link's page (opening it changes nothing): a visitor with the member's token.
  one('unsubscribe page', 'visitor', 'list', (f) => `/api/unsubscribe/${f.unsubscribeToken}`),
  one('saved account filters', 'administrator', 'list', () => '/api/savedfilters'),
  one('own mail preferences', 'member', 'list', () => '/api/accounts/mailpreferences'),
  ...pages('contact messages', 'administrator', '/api/contactmessages'),
  ...pages('contact messages unread', 'administrator', '/api/contactmessages', { read: 'unread' }, [
    'first',
    'last',
  ]),
  ...sorts('contact messages', 'administrator', '/api/contactmessages', ['name', 'email']),
  ...searches('contact messages', 'administrator', '/api/contactmessages', [
    'üyelik',
    'iletisim123',
    'ozturk',
  ]),
  one('jobs', 'administrator', 'list', () => '/api/jobs'),

  // Reference data and settings (features/badges, membership, settings).
  ...pages('badges', 'administrator', '/api/accountbadges', {}, ['first']),
  one('packages with retired', 'administrator', 'list', () =>
    q('/api/membershippackages', { includeRetired: 'true' }),
  ),
  one('application settings', 'administrator', 'list', () => '/api/applicationsettings'),
  one('matching schedule preview', 'administrator', 'list', () =>
    q('/api/applicationsettings/schedulepreview', { matchingSchedule: '0 9 * * 1-5' }),
  ),
  one('badge', 'administrator', 'list', (f) => `/api/accountbadges/${f.badgeId}`),
  one('package', 'administrator', 'list', (f) => `/api/membershippackages/${f.packageId}`),
  one('countries', 'administrator', 'list', () => q('/api/countries', { language: 'tr' })),
  one('states of Türkiye', 'administrator', 'list', () => '/api/states/TR'),
  one('cities of İstanbul', 'administrator', 'list', () => '/api/cities/TR-34'),

  // Dashboards and reports.
  one('admin dashboard', 'administrator', 'report', () => '/api/admindashboard'),
  one(
    'members near a credential threshold',
    'administrator',
    'report',
    () => '/api/coachinglog/nearthreshold',
  ),
  // The programme reports (issue 31), each over its default (the last 12 months) and over the
  // longest range it takes (24 months), and one download.
  ...['funnel', 'matchwait', 'proofreview', 'projectoutcomes', 'membership', 'points'].flatMap((report) => [
    one(`programme report: ${report}`, 'administrator', 'report', () => `/api/reports/${report}`),
    one(`programme report: ${report} (24 months)`, 'administrator', 'report', () =>
      q(`/api/reports/${report}`, longestReportRange()),
    ),
  ]),
  one('programme report: points download xlsx', 'administrator', 'report', () =>
    q('/api/reports/download', { report: 'points', format: 'xlsx', language: 'tr' }),
  ),

  // Member app, as the member with 500 projects: dashboard, projects, coaching log and the rest.
  one('member: userinfo', 'busy', 'member', () => '/api/auth/userinfo'),
  one('member: dashboard', 'busy', 'member', () => '/api/accountdashboard'),
  one('member: ledger (points over time)', 'busy', 'member', () => '/api/ledger'),
  one('member: membership', 'busy', 'member', () => '/api/accounts/checkaccountsubscription'),
  one('member: open projects', 'busy', 'member', () => '/api/projects/getmyopenprojects'),
  one('member: all projects', 'busy', 'member', () => '/api/projects/getmyallprojects'),
  one('member: requests', 'busy', 'member', () => '/api/projectrequests'),
  one('member: coaching log', 'busy', 'member', () => '/api/coachinglog'),
  one('member: session log of an open project', 'busy', 'member', (f) =>
    q('/api/projectsessions', { projectId: f.busyOpenProjectId }),
  ),
  one('member: session log of a closed project', 'busy', 'member', (f) =>
    q('/api/projectsessions', { projectId: f.busyClosedProjectId }),
  ),
  one('member: own profile', 'busy', 'member', () => '/api/accounts/accountprofiledetail'),
  one('member: own proofs', 'busy', 'member', () => '/api/accountfiles'),
  one('member: order history', 'busy', 'member', () => '/api/accounts/accountorderhistory'),
  one('member: renewal preview', 'busy', 'member', () => '/api/payment/renewalpreview'),
  one('member: packages', 'busy', 'member', () => '/api/membershippackages'),
  one('member: sign-in methods', 'busy', 'member', () => '/api/auth/identities'),
  one(
    'member: public profile of a partner',
    'busy',
    'member',
    (f) => `/api/accounts/accountprofiledetail/${f.coachId}`,
  ),
  one(
    'member: closing request to confirm',
    'waitingCoachee',
    'member',
    (f) => `/api/projects/completionrequests/${f.waitingCompletionId}`,
  ),
  // Issue 32: notifications, a thread, the calendar, feedback and published logs.
  one('member: notifications', 'busy', 'member', () => '/api/notifications'),
  one('member: messages of an open project · newest page', 'busy', 'member', (f) =>
    q('/api/projectmessages', { projectId: f.busyOpenProjectId }),
  ),
  one('member: calendar of an open project', 'busy', 'member', (f) =>
    q('/api/sessionplans', { projectId: f.busyOpenProjectId }),
  ),
  one('member: upcoming sessions', 'busy', 'member', () => '/api/sessionplans/upcoming'),
  one('member: calendar feed address', 'busy', 'member', () => '/api/calendarfeed'),
  one('visitor: calendar feed (.ics)', 'visitor', 'member', (f) => `/api/calendar/${f.busyFeedToken}.ics`),
  one('member: ratings given in a closed project', 'busy', 'member', (f) =>
    q('/api/competencyratings/given', { projectId: f.busyClosedProjectId }),
  ),
  one('member: my development (ratings received)', 'busy', 'member', () => '/api/competencyratings/mine'),
  one('member: published coaching logs', 'busy', 'member', () => '/api/coachinglog/publications'),
  // What an assessor opens: the busy member's whole log (500 projects), checked by the server.
  one('visitor: a published coaching log', 'visitor', 'member', (f) =>
    q(`/api/coachinglog/published/${f.publicationId}`, {}),
  ),
  one('visitor: a published coaching log’s PDF', 'visitor', 'report', (f) =>
    q(`/api/coachinglog/published/${f.publicationId}/pdf`, {}),
  ),
  one('programme: competency averages', 'administrator', 'report', () => '/api/competencyratings/programme'),
  one('administrator: a project’s messages (audited)', 'administrator', 'report', (f) =>
    q('/api/projectmessages/byadministrator', { projectId: f.busyOpenProjectId }),
  ),
  one('member (typical): dashboard', 'member', 'member', () => '/api/accountdashboard'),
  one('member (typical): all projects', 'member', 'member', () => '/api/projects/getmyallprojects'),
  one('member (typical): coaching log', 'member', 'member', () => '/api/coachinglog'),
  one('member: coaching log download xlsx', 'busy', 'report', () =>
    q('/api/coachinglog/download', { format: 'xlsx', language: 'tr' }),
  ),
  one('member: coaching log download csv', 'busy', 'report', () =>
    q('/api/coachinglog/download', { format: 'csv', language: 'en' }),
  ),
  one('member: own data (json)', 'busy', 'report', () =>
    q('/api/accounts/mydata', { format: 'json', language: 'tr' }),
  ),
  one('member: own data (xlsx)', 'busy', 'report', () =>
    q('/api/accounts/mydata', { format: 'xlsx', language: 'tr' }),
  ),

  // Open to everyone, no token: sign-in providers, the OAuth callback (a refused one redirects to
  // the login page with a ticket), photos as an <img> loads them, the address form's lists, a
  // package, the sandbox provider's checkout page, and the probes of a load balancer.
  one('visitor: sign-in providers', 'visitor', 'list', () => '/api/auth/providers'),
  one(
    'visitor: public settings (closing wait, next matching run)',
    'visitor',
    'list',
    () => '/api/publicsettings',
  ),
  {
    ...one('visitor: OAuth callback, unknown state', 'visitor', 'list', () =>
      q('/api/auth/oauth/google/callback', { state: 'bench-unknown-state', code: 'bench-code' }),
    ),
    redirects: true,
  },
  {
    ...one('visitor: OAuth callback, no state (cancelled)', 'visitor', 'list', () =>
      q('/api/auth/oauth/microsoft/callback', { error: 'access_denied' }),
    ),
    redirects: true,
  },
  one('visitor: profile photo of a member', 'visitor', 'list', (f) => `/api/accounts/avatar/${f.coachId}`),
  one('visitor: country division (Türkiye, İstanbul)', 'visitor', 'list', () =>
    q('/api/countrydivision', { language: 'tr', countryId: 'TR', stateId: 'TR-34' }),
  ),
  one('visitor: country division (default)', 'visitor', 'list', () => '/api/countrydivision'),
  one('visitor: every state', 'visitor', 'list', () => '/api/states'),
  one('visitor: every city', 'visitor', 'list', () => '/api/cities'),
  one('visitor: package', 'visitor', 'list', (f) => `/api/membershippackages/${f.packageId}`),
  one(
    'visitor: sandbox checkout page',
    'visitor',
    'list',
    (f) => `/api/payment/sandbox/${f.openCheckoutToken}`,
  ),
  one('visitor: health (liveness)', 'visitor', 'list', () => '/api/health'),
  one('visitor: health (readiness)', 'visitor', 'list', () => '/api/health/ready'),

  // Member app: the users list (every active member), 12 a page as the page asks.
  ...pages('users', 'member', '/api/accounts/accountsprofiledetail', {}, ['first', 'middle', 'last'], 12),
  ...sorts('users', 'member', '/api/accounts/accountsprofiledetail', ['surname', 'memberSince'], 12),
  ...pages(
    'users language en',
    'member',
    '/api/accounts/accountsprofiledetail',
    { language: 'en' },
    ['first', 'last'],
    12,
  ),
  {
    name: 'users of a badge · last page',
    as: 'member',
    budget: 'list',
    path: (f) => q('/api/accounts/accountsprofiledetail', { pageSize: 12, badgeId: f.badgeId }),
    page: 'last',
  },
  ...searches(
    'users',
    'member',
    '/api/accounts/accountsprofiledetail',
    ['sahin', 'ayse', 'OZTURK', 'İsmail'],
    {},
    12,
  ),
  one('badges (users filter)', 'member', 'list', () =>
    q('/api/accountbadges', { pageSize: 100, sort: 'lower' }),
  ),
];
