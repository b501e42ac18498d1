import { createRequire } from 'node:module';
import type XLSX from 'sheetjs-style';

// sheetjs-style is loaded (synchronously, as CommonJS) when the first workbook is written: the
// library and its code pages took about a tenth of every CLI command's start (`match --dry-run`,
// `jobs list`; issue 29), and most processes never write a workbook. The `Spreadsheet` port's
// writers answer at once, so its adapter cannot wait for an import.
const require = createRequire(import.meta.url);
let loaded: typeof XLSX | undefined;

/** sheetjs-style, loaded at the first call. */
export function sheetjs(): typeof XLSX {
  loaded ??= require('sheetjs-style') as typeof XLSX;
  return loaded;
}
