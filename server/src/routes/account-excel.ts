import { progressStreamContentType } from '@coach/core/contracts/excel';
import { exportAccounts } from '@coach/core/excel/export-accounts';
import { importAccounts } from '@coach/core/excel/import-accounts';
import { startAccountExport } from '@coach/core/exports/start-account-export';
import { execute } from '@coach/core/shared/use-case';
import type { Context } from 'hono';
import { endpoint } from '../http/endpoint.ts';
import { type AppEnv, useCaseContext } from '../http/env.ts';
import { success } from '../http/envelope.ts';
import { multipartInput } from '../http/file-transfer.ts';
import { acceptsProgressStream, withProgressStream } from '../http/progress-stream.ts';
import { createRouter } from '../http/router.ts';

const streamNote = ` With \`Accept: ${progressStreamContentType}\` the answer streams one JSON line per progress update (\`ImportProgress\`: phase validating or writing, done, total) and ends with the envelope line; refusals found before validation starts keep their HTTP status.`;

/**
 * The import, as `endpoint` derives it, plus the progress stream (ADR 0017): asked with
 * `Accept: application/x-ndjson`, it answers its progress as it validates and writes, then the
 * envelope as the last line; otherwise the usual envelope.
 */
function importEndpoint() {
  const [route, plainHandler] = endpoint('post', '/accounts/excelaccountfileupload', importAccounts);
  const maxBytes = importAccounts.upload?.maxBytes ?? 0;
  const handler = async (c: Context<AppEnv>) => {
    if (!acceptsProgressStream(c)) return plainHandler(c as never, async () => {});
    const input = await multipartInput(c, maxBytes);
    return withProgressStream(c, async (progress) => {
      const output = await execute(importAccounts, { ...useCaseContext(c), progress }, input);
      return success(c, importAccounts.success, output);
    });
  };
  const description = `${(route as { description?: string }).description ?? ''}${streamNote}`;
  return [{ ...route, description }, handler as unknown as typeof plainHandler] as const;
}

/**
 * Excel export and import of accounts (ADRs 0017 and 0042). The export answers directly at
 * `downloadexcelaccount` (kept for the clients that call it) or runs as a job started at
 * `excelexports`, followed at `exports/{id}` (ADR 0042).
 */
export function accountExcelRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accounts/downloadexcelaccount', exportAccounts))
    .openapi(...endpoint('post', '/accounts/excelexports', startAccountExport))
    .openapi(...importEndpoint());
}
