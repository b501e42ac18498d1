/**
 * A cell as the use cases see it. Dates are wall-clock dates as a sheet shows them (sheets have no
 * time zones): a `SheetDate`'s UTC fields are what the cell shows, e.g. 2026-03-02 09:30.
 */
export type SheetCell = string | number | boolean | SheetDate | null;

/** A wall-clock date and time, carried in a Date's UTC fields (see `excel/domain/sheet-dates.ts`). */
export interface SheetDate {
  readonly kind: 'date';
  readonly value: Date;
}

/** How a column's cells are shown. */
/** `hours`: a number with one decimal (1.5); `amount`: with two (49.00); `date`: a day with no time. */
export type SheetColumnFormat = 'text' | 'integer' | 'hours' | 'amount' | 'date' | 'dateTime';

export interface SheetColumn {
  readonly header: string;
  /** In characters, as spreadsheet programs measure it. */
  readonly width: number;
  readonly format: SheetColumnFormat;
}

/** A one-sheet workbook: a styled, frozen header row and the rows below it. */
export interface WorkbookToWrite {
  readonly sheetName: string;
  readonly columns: readonly SheetColumn[];
  /** One array per row, a cell per column, in the columns' order. */
  readonly rows: readonly (readonly SheetCell[])[];
  /**
   * A last row that sums the others (the coaching log's total): written after them and left out of
   * the workbook's filter, so that filtering the rows never hides or sorts the total among them.
   */
  readonly totals?: readonly SheetCell[];
}

/** What a sheet written batch by batch knows at its start: its name and columns. */
export type SheetHead = Pick<WorkbookToWrite, 'sheetName' | 'columns'>;

/** One row under the header, with its number as the spreadsheet program shows it (1 = the header). */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: readonly SheetCell[];
}

/** What reading a workbook found: the first sheet's header and rows, or why there are none. */
export type SheetReading =
  | { readonly kind: 'sheet'; readonly header: readonly string[]; readonly rows: readonly SheetRow[] }
  /** Not a workbook the library can open (damaged, encrypted, or another kind of zip). */
  | { readonly kind: 'unreadable' }
  /** More than `maxRows` rows under the header; `firstRowOver` is the first one past the limit. */
  | { readonly kind: 'tooManyRows'; readonly firstRowOver: number }
  /** Reading was stopped: it took longer (`time`) or more memory (`memory`) than one file may. */
  | { readonly kind: 'tooDemanding'; readonly reason: 'time' | 'memory' };

/**
 * How a CSV separates fields and writes decimals. Spreadsheet programs read a CSV with the list
 * separator and decimal mark of their locale: `,` and `.` in English, `;` and `,` in Turkish.
 */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly decimalMark: '.' | ',';
}

/**
 * A one-sheet file written as its rows arrive: memory holds a batch, not the file (ADR 0042). Each
 * call answers the file's bytes written since the call before (perhaps none): the file is every
 * answer in order, so a caller can store each part as it comes and never hold the whole.
 */
export interface SheetWriter {
  /** Rows below those appended before: one array per row, a cell per column. */
  append(rows: readonly (readonly SheetCell[])[]): Promise<Uint8Array<ArrayBuffer>>;
  /** Ends the file (the writer takes no more rows) and answers its last bytes. */
  finish(): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * Reads and writes .xlsx workbooks. Reading is only ever given bytes already recognised as a
 * workbook by their content; it refuses what would take unbounded memory (a "zip bomb") and stops
 * a parse that takes too long or too much memory, apart from the server's own objects.
 */
export interface Spreadsheet {
  /** Fully blank rows are left out; cells hold `null` where empty. */
  read(bytes: Uint8Array, limits: { readonly maxRows: number }): Promise<SheetReading>;
  write(workbook: WorkbookToWrite): Uint8Array<ArrayBuffer>;
  /** The same workbook as `write`, its rows appended in batches (exports of any size). */
  startSheet(sheet: SheetHead): SheetWriter;
  /** The same sheet as `writeCsv`, its rows appended in batches (an export as .csv). */
  startCsv(sheet: SheetHead, dialect: CsvDialect): SheetWriter;
  /** Several sheets in one workbook, in their order (a member's data, a sheet per kind). */
  writeBook(sheets: readonly WorkbookToWrite[]): Uint8Array<ArrayBuffer>;
  /**
   * The same sheet as UTF-8 CSV with a byte-order mark (so spreadsheet programs read Turkish
   * letters right): the header row, then the rows; texts escaped as in `write`. Without a dialect,
   * `,` between fields and `.` in decimals.
   */
  writeCsv(workbook: WorkbookToWrite, dialect?: CsvDialect): Uint8Array<ArrayBuffer>;
}
