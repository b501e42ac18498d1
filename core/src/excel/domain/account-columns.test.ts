import { describe, expect, it } from 'vitest';
import { accountColumns, columnOfHeader } from './account-columns.ts';
import { readColumnLayout } from './column-layout.ts';

describe('the columns of the accounts workbook', () => {
  it('finds a column by its Turkish or English header or its field, however it is written', () => {
    for (const header of [
      'T.C. kimlik no',
      'TC KİMLİK NO',
      'tc_kimlik_no',
      'Identity number',
      'identityNumber',
    ]) {
      expect(columnOfHeader(header)?.field).toBe('identityNumber');
    }
    expect(columnOfHeader('E-POSTA')?.field).toBe('email');
    expect(columnOfHeader('Notlarım')).toBeNull();
  });

  it('has headers that no two columns share, in either language', () => {
    const headers = accountColumns.flatMap((column) => [column.header.tr, column.header.en]);
    const fields = new Set(headers.map((header) => columnOfHeader(header)?.field));
    expect(fields.size).toBe(accountColumns.length);
  });

  it('takes the columns in any order, ignores unknown ones, and names missing ones in the language asked', () => {
    const layout = readColumnLayout(['Notlar', 'Email', 'Ad', 'Soyad'], 'tr');
    expect(layout.ok && [...layout.layout.positions.keys()]).toEqual(['email', 'name', 'surname']);
    expect(readColumnLayout(['Ad'], 'en')).toEqual({
      ok: false,
      reason: 'missingColumns',
      columns: ['Surname', 'E-mail'],
    });
  });
});
