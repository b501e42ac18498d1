import { auditExportBaseName, auditExportSource } from '../audit/audit-export.ts';
import { accountListFilterSchema } from '../contracts/account-admin.ts';
import { auditFilterSchema } from '../contracts/audit.ts';
import type { ExportKind } from '../contracts/exports.ts';
import { ledgerFilterSchema } from '../contracts/ledger.ts';
import { orderFilterSchema } from '../contracts/orders.ts';
import { openRequestFilterSchema, projectFilterSchema } from '../contracts/projects.ts';
import { accountExportBaseName, accountExportSource } from '../excel/account-export.ts';
import { exportedColumnsFor } from '../excel/domain/account-sheet.ts';
import { ledgerExportBaseName, ledgerExportSource } from '../ledger/ledger-export.ts';
import { orderExportBaseName, orderExportSource } from '../membership/order-export.ts';
import { orderMatchOf } from '../membership/order-match.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
import { openRequestExportBaseName, openRequestExportSource } from '../projects/open-request-export.ts';
import { projectExportBaseName, projectExportSource } from '../projects/project-export.ts';
import type { ExportFile } from './domain/export-file.ts';
import type { ExportSource } from './keyset-export.ts';

/** What an export of one kind reads, and what its file is called on `date` (Istanbul's day). */
export interface PreparedExport {
  // The item type is the source's own business; the writer only passes items back to it.
  readonly source: ExportSource<never>;
  /** The file's name without its extension (the format adds `.xlsx` or `.csv`). */
  readonly baseName: string;
}

/** One kind of export: how its file is prepared, and the kind of record its audit entry names. */
export interface ExportKindDefinition {
  readonly prepare: (
    repositories: ReadRepositories,
    file: Pick<ExportFile, 'language' | 'viewer' | 'filters'>,
    date: string,
  ) => PreparedExport;
  readonly auditEntityType: string;
}

/**
 * Every kind of export the back office runs as a job: one entry each. A new kind is a keyset
 * source, its filters' schema (the filters are stored with the export and read back through it),
 * an entry here, and a `start…Export` use case with the permission of its list (ADR 0042).
 */
export const exportKindSources: Readonly<Record<ExportKind, ExportKindDefinition>> = {
  accounts: {
    auditEntityType: 'account',
    prepare: (repositories, file, date) => ({
      source: accountExportSource(
        repositories.accounts,
        file.language,
        exportedColumnsFor(file.viewer),
        // An export stored before the filters were kept has `{}`: every account.
        accountListFilterSchema.parse(file.filters),
      ) as ExportSource<never>,
      baseName: accountExportBaseName(file.language, date),
    }),
  },
  orders: {
    auditEntityType: 'order',
    prepare: (repositories, file, date) => ({
      source: orderExportSource(
        repositories.orders,
        file.language,
        orderMatchOf(orderFilterSchema.parse(file.filters)),
      ) as ExportSource<never>,
      baseName: orderExportBaseName(file.language, date),
    }),
  },
  projects: {
    auditEntityType: 'project',
    prepare: (repositories, file, date) => ({
      source: projectExportSource(
        repositories.projects,
        file.language,
        projectFilterSchema.parse(file.filters),
      ) as ExportSource<never>,
      baseName: projectExportBaseName(file.language, date),
    }),
  },
  ledger: {
    auditEntityType: 'ledgerEntry',
    prepare: (repositories, file, date) => ({
      source: ledgerExportSource(
        repositories.ledger,
        file.language,
        ledgerFilterSchema.parse(file.filters),
      ) as ExportSource<never>,
      baseName: ledgerExportBaseName(file.language, date),
    }),
  },
  audit: {
    auditEntityType: 'auditEntry',
    prepare: (repositories, file, date) => ({
      source: auditExportSource(
        repositories.auditLog,
        file.language,
        auditFilterSchema.parse(file.filters),
      ) as ExportSource<never>,
      baseName: auditExportBaseName(file.language, date),
    }),
  },
  openRequests: {
    auditEntityType: 'projectRequest',
    prepare: (repositories, file, date) => ({
      source: openRequestExportSource(
        repositories,
        file.language,
        openRequestFilterSchema.parse(file.filters),
      ) as ExportSource<never>,
      baseName: openRequestExportBaseName(file.language, date),
    }),
  },
};
