import type { ExportKind } from '../contracts/exports.ts';
import { accountExportFileName, accountExportSource } from '../excel/account-export.ts';
import { exportedColumnsFor } from '../excel/domain/account-sheet.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
import type { ExportFile } from './domain/export-file.ts';
import type { ExportSource } from './keyset-export.ts';

/** What an export of one kind reads, and what its file is called on `date` (Istanbul's day). */
export interface PreparedExport {
  // The item type is the source's own business; the writer only passes items back to it.
  readonly source: ExportSource<never>;
  readonly fileName: string;
}

/**
 * Every kind of export the back office runs as a job: one entry each. A new kind (issue 31: the
 * projects, the ledger, the audit log, orders, open requests) is a keyset source, an entry here
 * and a `start…Export` use case with the permission of its list.
 */
export const exportKindSources: Readonly<
  Record<
    ExportKind,
    (
      repositories: ReadRepositories,
      file: Pick<ExportFile, 'language' | 'viewer'>,
      date: string,
    ) => PreparedExport
  >
> = {
  accounts: (repositories, file, date) => ({
    source: accountExportSource(
      repositories.accounts,
      file.language,
      exportedColumnsFor(file.viewer),
    ) as ExportSource<never>,
    fileName: accountExportFileName(file.language, date),
  }),
};
