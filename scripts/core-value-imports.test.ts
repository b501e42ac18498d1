import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server and the adapters import a value of core from its own module
 * (`@coach/core/matching/kept-matching-plan`), never from the `@coach/core` or
 * `@coach/core/contracts` index: one such import loads every use case, contract and the phone
 * number library, some 320 modules, into every process (ADR 0007 addendum). A merge brought one
 * back unnoticed and the CLI's start went from 0.9 to 1.5 s of CPU (issue 29). Types may come from
 * the indexes: `import type` is erased. Tests and test support may use the indexes.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const indexes = new Set(['@coach/core', '@coach/core/contracts']);
const importPattern = /^import\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)';/gms;

/** The value imports of `source` from core's indexes, as written. */
function indexValueImports(source: string): string[] {
  const found: string[] = [];
  for (const [statement, typeOnly, clause = '', from = ''] of source.matchAll(importPattern)) {
    if (typeOnly || !indexes.has(from)) continue;
    const names = clause.match(/^\{([^}]*)\}$/s)?.[1];
    const values = names
      ?.split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    if (!names || (values && values.length > 0)) found.push(statement);
  }
  return found;
}

describe('values of core in the server and the adapters', () => {
  it('are imported from their own modules, not from the indexes', () => {
    const files = globSync(['server/src/**/*.{ts,tsx}', 'adapters/src/**/*.{ts,tsx}'], { cwd: root }).filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'),
    );
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      indexValueImports(readFileSync(join(root, file), 'utf8')).map((statement) => `${file}: ${statement}`),
    );
    expect(offending).toEqual([]);
  });

  it('tells a type import from a value import', () => {
    expect(
      indexValueImports(
        [
          "import type { Ports } from '@coach/core';",
          "import { type Clock, type Ports } from '@coach/core';",
          "import { execute } from '@coach/core/shared/use-case';",
          "import { type Clock, createKeptMatchingPlan } from '@coach/core';",
          "import * as core from '@coach/core/contracts';",
        ].join('\n'),
      ),
    ).toEqual([
      "import { type Clock, createKeptMatchingPlan } from '@coach/core';",
      "import * as core from '@coach/core/contracts';",
    ]);
  });
});
