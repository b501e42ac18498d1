import { csvContentType } from '../contracts/coaching.ts';
import { xlsxContentType } from '../contracts/excel.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import type { Language } from '../contracts/language.ts';
import { reportDownloadQuerySchema } from '../contracts/reports.ts';
import type { CsvDialect } from '../ports/spreadsheet.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { getFunnelReport } from './get-funnel-report.ts';
import { getMatchWaitReport } from './get-match-wait-report.ts';
import { getMembershipReport } from './get-membership-report.ts';
import { getPointsReport } from './get-points-report.ts';
import { getProjectOutcomesReport } from './get-project-outcomes-report.ts';
import { getProofReviewReport } from './get-proof-review-report.ts';
import { type AnyReport, reportFileName, reportSheet } from './report-sheets.ts';

/** As the coaching log's download: a Turkish spreadsheet program splits on `;` and reads 1,5. */
const csvDialects: Readonly<Record<Language, CsvDialect>> = {
  tr: { separator: ';', decimalMark: ',' },
  en: { separator: ',', decimalMark: '.' },
};

async function reportOf(
  ctx: UseCaseContext,
  name: AnyReport['name'],
  range: { from?: string; to?: string },
): Promise<AnyReport> {
  const input = { from: range.from, to: range.to };
  switch (name) {
    case 'funnel':
      return { name, report: await getFunnelReport.run({ ctx, input }) };
    case 'matchWait':
      return { name, report: await getMatchWaitReport.run({ ctx, input }) };
    case 'proofReview':
      return { name, report: await getProofReviewReport.run({ ctx, input }) };
    case 'projectOutcomes':
      return { name, report: await getProjectOutcomesReport.run({ ctx, input }) };
    case 'membership':
      return { name, report: await getMembershipReport.run({ ctx, input }) };
    case 'points':
      return { name, report: await getPointsReport.run({ ctx, input }) };
  }
}

/**
 * One report as an .xlsx or .csv file with human headers in the language asked for: a row a month
 * and the total. Written at once: a report is a few dozen rows (at most 24 months), so it needs no
 * job (ADR 0051).
 */
export const exportReport = defineUseCase({
  name: 'reports.export',
  summary: 'A programme report as an .xlsx or .csv file, a row a month',
  access: 'reports.read',
  input: reportDownloadQuerySchema,
  output: downloadFileSchema,
  errors: [],
  download: { contentTypes: [xlsxContentType, csvContentType] },
  async run({ ctx, input }) {
    const report = await reportOf(ctx, input.report, input);
    const workbook = reportSheet(report, input.language);
    const fileName = reportFileName(input.report, input.language, report.report, input.format);
    return input.format === 'csv'
      ? {
          fileName,
          contentType: csvContentType,
          bytes: ctx.spreadsheet.writeCsv(workbook, csvDialects[input.language]),
        }
      : { fileName, contentType: xlsxContentType, bytes: ctx.spreadsheet.write(workbook) };
  },
});
