import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './formula-escape.ts';

describe('formula escaping', () => {
  it.each([
    '=HYPERLINK("http://evil.example","Click")',
    '+905321234567',
    '-2+3',
    '@SUM(A1:A2)',
    '\tcmd',
    '\rcmd',
  ])('prefixes %j with an apostrophe, and takes it off again', (text) => {
    expect(escapeFormula(text)).toBe(`'${text}`);
    expect(unescapeFormula(escapeFormula(text))).toBe(text);
  });

  it.each(['Ayşe', "O'Brien", "'Ayşe", 'a=b', ' =x', ''])('leaves %j as it is, both ways', (text) => {
    expect(escapeFormula(text)).toBe(text);
    expect(unescapeFormula(text)).toBe(text);
  });
});
