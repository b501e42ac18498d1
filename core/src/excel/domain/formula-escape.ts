/**
 * Characters that make a spreadsheet program read a typed or imported text as a formula (or, for
 * tab and carriage return, shift it into another cell when the sheet is saved as CSV). A member
 * named `=HYPERLINK("http://evil","Click")` must stay a name in an administrator's Excel.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The text to write into a cell: prefixed with an apostrophe when it could run as a formula. */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * The text as it was before `escapeFormula`, for a cell read back from an exported file: the
 * apostrophe goes only where the export put it, so `'Ayşe` keeps its apostrophe.
 */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}
