import { xlsxContentType } from '../contracts/excel.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import { jsonContentType, personalDataQuerySchema } from '../contracts/personal-data.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { utf8Bytes } from '../shared/utf8.ts';
import { collectPersonalData } from './personal-data.ts';
import { personalDataFileName, personalDataSheets } from './personal-data-sheets.ts';

/**
 * "Download my data" (KVKK art. 11): everything the platform keeps about the signed-in account, as
 * JSON or as an .xlsx workbook with a sheet per kind. Only the caller's own data, so there is no
 * account id to ask for and nothing to audit; a partner is named, never exported.
 */
export const exportPersonalData = defineUseCase({
  name: 'accounts.exportPersonalData',
  summary: 'Everything kept about your account, as JSON or as an .xlsx workbook',
  access: 'signedIn',
  input: personalDataQuerySchema,
  output: downloadFileSchema,
  errors: ['userNotFound'],
  download: { contentTypes: [jsonContentType, xlsxContentType] },
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const data = await collectPersonalData(ctx, accountId);
    if (!data) throw new DomainError('userNotFound');
    const fileName = personalDataFileName(input.language, data.exportedAt, input.format);
    return input.format === 'json'
      ? {
          fileName,
          contentType: jsonContentType,
          bytes: utf8Bytes(`${JSON.stringify(data, null, 2)}\n`),
        }
      : {
          fileName,
          contentType: xlsxContentType,
          bytes: ctx.spreadsheet.writeBook(personalDataSheets(data, input.language)),
        };
  },
});
