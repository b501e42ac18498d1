import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './po-files.ts';

/**
 * The host loads the kit's and every remote's catalogue into one Lingui instance, and an id
 * (a hash of the English text and its context) loaded twice keeps the text of the catalogue that
 * came last. So one id must say one thing in every catalogue of a language: where two apps mean
 * different things by the same English ("Name": a first name, or a full name), one of them gives
 * the message a context. Otherwise a label would change with the order the remotes loaded.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Ids translated differently in two catalogues of one language: "tr › [context] id" → each file's text. */
function disagreements(): Record<string, Record<string, string>> {
  const seen = new Map<string, Map<string, string>>();
  for (const { file, msgctxt, msgid, msgstr } of catalogueEntries(root)) {
    if (!msgstr) continue;
    const lang = file.includes('/locales/tr/') ? 'tr' : 'en';
    const key = `${lang} › ${msgctxt ? `[${msgctxt}] ` : ''}${msgid}`;
    const texts = seen.get(key) ?? new Map<string, string>();
    texts.set(file, msgstr);
    seen.set(key, texts);
  }
  return Object.fromEntries(
    [...seen]
      .filter(([, texts]) => new Set(texts.values()).size > 1)
      .map(([key, texts]) => [key, Object.fromEntries(texts)]),
  );
}

describe('the apps’ catalogues, loaded together', () => {
  it('give each message one text per language, whatever app it comes from', () => {
    expect(disagreements()).toEqual({});
  });
});
