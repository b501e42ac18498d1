// The budgets of the scale benchmark (issue 29), in one place: every case of cases.ts names one of
// the classes, and the export and import steps read theirs from here. Times are p95 at the server
// (measured at the client on loopback, one request at a time), on 2 cores with nothing else running.

export const budgetClasses = {
  /** Every page of every list and search, first, middle or last; a record's detail likewise. */
  list: { p95Ms: 150, label: 'list' },
  /** Dashboards, reports and a member's own downloads. */
  report: { p95Ms: 300, label: 'report' },
  /** The member's own pages (dashboard, projects, coaching log), of a member with 500 projects. */
  member: { p95Ms: 100, label: 'member' },
} as const;

export type BudgetClass = keyof typeof budgetClasses;

/** The accounts export of all 100,000 accounts, and the import of a 5,000-row file. */
export const exportBudget = { seconds: 30, rows: 100_000, rssGrowthMb: 300 } as const;
export const importBudget = { seconds: 20, rows: 5_000 } as const;
