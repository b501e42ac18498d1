import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '@coach/core';
import { validationMessages } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { importMessages } from '../core/src/excel/domain/import-messages.ts';
import { catalogueEntries } from './po-files.ts';

/**
 * Keeps the words of docs/glossary.md: every text of every catalogue is matched against the
 * glossary's "Words to avoid" table, so a term the glossary retired cannot come back through a new
 * string or a translation. The table is the one list; this file only reads it.
 */

type Lang = 'tr' | 'en';

interface AvoidRule {
  readonly lang: Lang;
  readonly source: string;
  readonly pattern: RegExp;
  readonly useInstead: string;
  readonly example: string;
}

/** One visible text: where it lives, which entry, in which language. */
interface Text {
  readonly where: string;
  readonly entry: string;
  readonly lang: Lang;
  readonly text: string;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const glossaryPath = join(root, 'docs/glossary.md');

/** `\b` in a pattern, made to know Turkish letters (JavaScript's own only knows [A-Za-z0-9_]). */
const wordBoundary = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

function compile(source: string): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, wordBoundary), 'u');
}

/** A markdown table row's cells; `\|` stays inside its cell, and backticks are dropped. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) =>
      cell
        .trim()
        .replaceAll('\\|', '|')
        .replace(/^`(.*)`$/, '$1'),
    );
}

/** The "Words to avoid" table of the glossary, each row compiled. */
function readAvoidRules(markdown: string): AvoidRule[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^##\s+Words to avoid\s*$/.test(line));
  if (start < 0) throw new Error('docs/glossary.md has no "## Words to avoid" section');
  const rules: AvoidRule[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|') || /^\|\s*(Lang|-)/.test(line)) continue;
    const [lang, source, useInstead, example] = cells(line);
    if ((lang !== 'tr' && lang !== 'en') || !source || !useInstead || !example) {
      throw new Error(`docs/glossary.md: a row of "Words to avoid" cannot be read: ${line}`);
    }
    rules.push({ lang, source, pattern: compile(source), useInstead, example });
  }
  return rules;
}

/** What a reader sees of a catalogue text: placeholders and tags out, the words kept. */
function visible(text: string): string {
  return text.replace(/\{\w+\}/g, ' ').replace(/<\/?\d+\/?>/g, '');
}

function catalogueTexts(): Text[] {
  return catalogueEntries(root).map(({ file, msgid, msgstr }) => {
    const lang: Lang = file.includes('/locales/tr/') ? 'tr' : 'en';
    return {
      where: file,
      entry: msgid,
      lang,
      // The app catalogues' English is the msgid itself; the mail catalogue's ids are keys.
      text: msgstr || (lang === 'en' ? msgid : ''),
    };
  });
}

/** The server's own texts, written as `{ tr, en }` pairs rather than catalogues. */
function serverTexts(): Text[] {
  const sources: [string, Record<string, { tr: string; en: string }>][] = [
    ['core/src/errors/catalogue.ts', catalogue],
    ['core/src/contracts/validation-messages.ts', validationMessages],
    ['core/src/excel/domain/import-messages.ts', importMessages],
  ];
  return sources.flatMap(([where, texts]) =>
    Object.entries(texts).flatMap(([key, pair]) =>
      (['tr', 'en'] as const).map((lang) => ({ where, entry: key, lang, text: pair[lang] })),
    ),
  );
}

/** Every avoided word found in `texts`, one line each: file › entry: "match" → use instead. */
function findAvoided(rules: readonly AvoidRule[], texts: readonly Text[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const seen = visible(text.text);
    for (const rule of rules) {
      if (rule.lang !== text.lang) continue;
      const match = rule.pattern.exec(seen);
      if (match) {
        found.push(`${text.where} › ${JSON.stringify(text.entry)}: "${match[0]}" → ${rule.useInstead}`);
      }
    }
  }
  return found;
}

describe('the glossary (docs/glossary.md)', () => {
  const rules = readAvoidRules(readFileSync(glossaryPath, 'utf8'));

  it('lists the words to avoid in both languages, each catching its own example', () => {
    expect(rules.filter((rule) => rule.lang === 'en').length).toBeGreaterThanOrEqual(5);
    expect(rules.filter((rule) => rule.lang === 'tr').length).toBeGreaterThanOrEqual(5);
    const missed = rules
      .filter((rule) => !rule.pattern.test(visible(rule.example)))
      .map((rule) => `${rule.source} does not catch "${rule.example}"`);
    expect(missed).toEqual([]);
  });

  it('names the file and the entry of an avoided word', () => {
    const sample: Text = {
      where: 'x/messages.po',
      entry: 'Soon',
      lang: 'en',
      text: 'Within three business days.',
    };
    expect(findAvoided(rules, [sample])).toEqual([
      'x/messages.po › "Soon": "business days" → working day(s)',
    ]);
    expect(findAvoided(rules, [{ ...sample, lang: 'tr' }])).toEqual([]);
  });

  it('reads every catalogue of both languages', () => {
    const texts = catalogueTexts();
    const files = new Set(texts.map((text) => text.where));
    // Five front ends and the mails, each in Turkish and English.
    expect(files.size).toBeGreaterThanOrEqual(12);
    expect(texts.filter((text) => text.lang === 'tr').length).toBeGreaterThan(1000);
  });

  it('finds no avoided word in any catalogue or server text', () => {
    expect(findAvoided(rules, [...catalogueTexts(), ...serverTexts()])).toEqual([]);
  });
});
