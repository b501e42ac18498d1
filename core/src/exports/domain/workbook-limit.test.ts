import { describe, expect, it } from 'vitest';
import { assertFitsTheFormat, maxWorkbookRows } from './workbook-limit.ts';

describe('an export that a workbook cannot hold', () => {
  it('is refused as .xlsx past Excel’s rows (the header is one), never as .csv', () => {
    expect(maxWorkbookRows + 1).toBe(1_048_576);
    expect(() => assertFitsTheFormat('xlsx', maxWorkbookRows)).not.toThrow();
    expect(() => assertFitsTheFormat('xlsx', maxWorkbookRows + 1)).toThrow(
      expect.objectContaining({ code: 4100, data: { rows: 1_048_576, maximum: 1_048_575 } }),
    );
    expect(() => assertFitsTheFormat('csv', 2_000_000)).not.toThrow();
  });
});
