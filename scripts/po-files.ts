import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of a Lingui .po file: its context (empty without one), its id and its translation. */
export interface PoEntry {
  readonly msgctxt: string;
  readonly msgid: string;
  readonly msgstr: string;
}

/** The app and kit catalogues of the repository at `root`, as paths relative to it. */
export function catalogueFiles(root: string): string[] {
  return globSync('{*,shells/*}/src/**/locales/{tr,en}/messages.po', { cwd: root }).sort();
}

/** The entries of a Lingui .po file, continuation lines joined (the header entry left out). */
export function readPo(content: string): PoEntry[] {
  const entries: { msgctxt: string; msgid: string; msgstr: string }[] = [];
  let context = '';
  let current: { msgctxt: string; msgid: string; msgstr: string } | null = null;
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  for (const line of content.split('\n')) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      field = start[1] as 'msgctxt' | 'msgid' | 'msgstr';
      const text = JSON.parse(start[2] as string) as string;
      if (field === 'msgctxt') context = text;
      else if (field === 'msgid') {
        current = { msgctxt: context, msgid: text, msgstr: '' };
        entries.push(current);
        context = '';
      } else if (current) current.msgstr = text;
    } else if (line.startsWith('"') && field) {
      const text = JSON.parse(line) as string;
      if (field === 'msgctxt') context += text;
      else if (current) current[field] += text;
    } else {
      field = null;
    }
  }
  return entries.filter((entry) => entry.msgid !== '');
}

/** Every entry of every catalogue, with the file it is in. */
export function catalogueEntries(root: string): (PoEntry & { readonly file: string })[] {
  return catalogueFiles(root).flatMap((file) =>
    readPo(readFileSync(join(root, file), 'utf8')).map((entry) => ({ ...entry, file })),
  );
}
