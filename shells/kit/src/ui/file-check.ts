/**
 * The browser's check of a chosen file before it is sent, so nobody waits for an upload the server
 * will refuse. The server checks again from the content (file-type) and the size as it streams:
 * this is a convenience, never the guard.
 */
export type FileProblem =
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'wrongType'; accept: readonly string[] }
  | { kind: 'empty' };

/**
 * `accept` lists extensions (`.pdf`) and MIME types (`application/pdf`, `image/*`). A file passes
 * when its extension or its MIME type is in the list (browsers leave the MIME type empty for
 * some files, and some systems name files without an extension).
 */
export function checkFile(file: File, accept: readonly string[], maxBytes: number): FileProblem | null {
  if (accept.length > 0 && !matchesAccept(file, accept)) return { kind: 'wrongType', accept };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxBytes) return { kind: 'tooLarge', maxBytes };
  return null;
}

export function matchesAccept(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type !== '' && type === rule;
  });
}

/**
 * `['.pdf', 'application/pdf', '.jpg']` → "PDF, JPG": the accepted kinds as people name them. The
 * extensions when the list has any (MIME types are for the browser); otherwise the MIME subtypes.
 */
export function acceptedKinds(accept: readonly string[]): string {
  const rules = accept.map((entry) => entry.trim()).filter(Boolean);
  const extensions = rules.filter((rule) => rule.startsWith('.')).map((rule) => rule.slice(1).toUpperCase());
  const names =
    extensions.length > 0
      ? extensions
      : rules.map((rule) => {
          const [, subtype = rule] = rule.split('/');
          return subtype === '*' ? rule : subtype.replace(/^x-/, '').toUpperCase();
        });
  return [...new Set(names)].join(', ');
}

/** 2_097_152 → "2 MB" in the page's language. */
export function formatBytes(bytes: number, lang: 'tr' | 'en'): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
