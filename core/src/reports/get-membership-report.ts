import { membershipReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { reportWindow } from './report-window.ts';

const dollars = (cents: number) => cents / 100;

/**
 * Report 5: members holding a membership on any day of each month, and the orders of the month
 * with their revenue (the price each order kept, in US dollars), by package.
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
    const [active, revenue, packages] = await Promise.all([
      reports.activeMembers(window),
      reports.revenue(window),
      membershipPackages.list(),
    ]);
    const used = new Set([...active, ...revenue].map((row) => row.membershipPackageId));
    const shown = packages
      .filter((one) => used.has(one.id))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map(({ id, code, nameTr, nameEn }) => ({ id, code, nameTr, nameEn }));
    let totalOrders = 0;
    let totalCents = 0;
    const months = window.months.map(({ month }) => {
      const byPackage = shown.map(({ id }) => {
        const sold = revenue.find((row) => row.month === month && row.membershipPackageId === id);
        const members = active.find((row) => row.month === month && row.membershipPackageId === id);
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
          active.find((row) => row.month === month && row.membershipPackageId === null)?.members ?? 0,
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
