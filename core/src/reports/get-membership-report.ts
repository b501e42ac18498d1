import { membershipReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import type { MembershipChangeRow } from '../ports/report-queries.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { reportWindow } from './report-window.ts';

const dollars = (cents: number) => cents / 100;

/**
 * The members holding a membership at each month's moment, by package and over all: periods
 * started before it less those ended before it (`membershipChanges` buckets them by the instants).
 */
function activeAt(
  instants: readonly Date[],
  changes: readonly MembershipChangeRow[],
  moments: readonly (Date | null)[],
): { month: number; membershipPackageId: string | null; members: number }[] {
  const rows: { month: number; membershipPackageId: string | null; members: number }[] = [];
  moments.forEach((moment, month) => {
    if (moment === null) return;
    const index = instants.findIndex((at) => at.getTime() === moment.getTime()) + 1;
    const byPackage = new Map<string, number>();
    for (const change of changes) {
      if (change.bucket >= index) continue;
      const sign = change.kind === 'starts' ? 1 : -1;
      byPackage.set(
        change.membershipPackageId,
        (byPackage.get(change.membershipPackageId) ?? 0) + sign * change.count,
      );
    }
    let total = 0;
    for (const [membershipPackageId, members] of byPackage) {
      if (members === 0) continue;
      rows.push({ month, membershipPackageId, members });
      total += members;
    }
    rows.push({ month, membershipPackageId: null, members: total });
  });
  return rows;
}

/**
 * Report 5: members holding a membership at the end of each month (now, for the current month), and
 * the orders of the month with their revenue (the price each order kept, in US dollars), by package.
 */
export const getMembershipReport = defineUseCase({
  name: 'reports.membership',
  summary: 'Active members and revenue by month and package',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: membershipReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const window = reportWindow(input, ctx.clock.now());
    const { reports, membershipPackages } = ctx.repositories;
    const now = ctx.clock.now();
    // Each month's moment: its end, or now for the current month; none for a month to come.
    const moments = window.months.map(({ starts, ends }) =>
      starts > now ? null : new Date(Math.min(ends.getTime(), now.getTime())),
    );
    const instants = [...new Set(moments.filter((at) => at !== null).map((at) => at.getTime()))]
      .sort((a, b) => a - b)
      .map((time) => new Date(time));
    const [changes, revenue, packages] = await Promise.all([
      reports.membershipChanges(instants),
      reports.revenue(window),
      membershipPackages.list(),
    ]);
    const active = activeAt(instants, changes, moments);
    const used = new Set(
      [...active.filter((row) => row.members > 0), ...revenue].map((row) => row.membershipPackageId),
    );
    const shown = packages
      .filter((one) => used.has(one.id))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map(({ id, code, nameTr, nameEn }) => ({ id, code, nameTr, nameEn }));
    let totalOrders = 0;
    let totalCents = 0;
    const months = window.months.map(({ month }, monthIndex) => {
      const byPackage = shown.map(({ id }) => {
        const sold = revenue.find((row) => row.month === month && row.membershipPackageId === id);
        const members = active.find((row) => row.month === monthIndex && row.membershipPackageId === id);
        return {
          membershipPackageId: id,
          activeMembers: members?.members ?? 0,
          orders: sold?.orders ?? 0,
          revenueUsd: dollars(sold?.revenueCents ?? 0),
        };
      });
      const orders = revenue.filter((row) => row.month === month).reduce((sum, row) => sum + row.orders, 0);
      const cents = revenue
        .filter((row) => row.month === month)
        .reduce((sum, row) => sum + row.revenueCents, 0);
      totalOrders += orders;
      totalCents += cents;
      return {
        month,
        activeMembers:
          active.find((row) => row.month === monthIndex && row.membershipPackageId === null)?.members ?? 0,
        orders,
        revenueUsd: dollars(cents),
        byPackage,
      };
    });
    return {
      from: window.from,
      to: window.to,
      packages: shown,
      months,
      total: { orders: totalOrders, revenueUsd: dollars(totalCents) },
    };
  },
});
