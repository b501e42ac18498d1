import { coachingLogDownloadQuerySchema, csvContentType } from '../contracts/coaching.ts';
import { xlsxContentType } from '../contracts/excel.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import { csvDialects } from '../excel/domain/csv-dialects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { coachingLogFileName, coachingLogSheet } from './coaching-log-sheet.ts';
import { coachingSummaryOf } from './get-coaching-log.ts';

/**
 * The signed-in member's coaching log as a file to attach to a credential application: .xlsx
 * (styled, dates as dates) or .csv (UTF-8 with a byte-order mark, in the language's dialect), in
 * the language asked for.
 * It holds only the member's own log, with the e-mails their clients agreed to share, so unlike
 * the accounts' export it is not audited.
 */
export const exportCoachingLog = defineUseCase({
  name: 'coaching.exportLog',
  summary: 'Your coaching log as an .xlsx or .csv file in ICF’s client log layout',
  access: 'projects.own',
  input: coachingLogDownloadQuerySchema,
  output: downloadFileSchema,
  errors: [],
  download: { contentTypes: [xlsxContentType, csvContentType] },
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const { summary, today } = await coachingSummaryOf(ctx, accountId);
    const workbook = coachingLogSheet(summary.rows, input.language);
    const fileName = coachingLogFileName(input.language, today, input.format);
    return input.format === 'csv'
      ? {
          fileName,
          contentType: csvContentType,
          bytes: ctx.spreadsheet.writeCsv(workbook, csvDialects[input.language]),
        }
      : { fileName, contentType: xlsxContentType, bytes: ctx.spreadsheet.write(workbook) };
  },
});
