import type { Viewer } from '../../accounts/domain/personal-data-visibility.ts';
import type { ExportFormat, ExportKind, ExportStatus } from '../../contracts/exports.ts';
import type { Language } from '../../contracts/language.ts';

/** An export job and, once ready, where its file is (the bytes are read apart, a slice at a time: `openContent`). */
export interface ExportFile {
  readonly id: string;
  readonly kind: ExportKind;
  readonly language: Language;
  readonly format: ExportFormat;
  /**
   * The list's filters the export applies, as its `start…Export` use case checked them (each kind
   * reads its own back through its schema); `{}` for every row.
   */
  readonly filters: Readonly<Record<string, unknown>>;
  /** Who asked: only they (and administrators) see it and download it. */
  readonly requestedBy: string;
  /** Whose view of personal data the file is written for (a salesman's leaves identity documents out). */
  readonly viewer: Viewer;
  readonly status: ExportStatus;
  readonly rowsDone: number;
  readonly rowsTotal: number | null;
  readonly fileName: string | null;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly expiresAt: Date;
}

export type NewExportFile = Pick<
  ExportFile,
  | 'kind'
  | 'language'
  | 'format'
  | 'filters'
  | 'requestedBy'
  | 'viewer'
  | 'rowsTotal'
  | 'createdAt'
  | 'expiresAt'
>;
