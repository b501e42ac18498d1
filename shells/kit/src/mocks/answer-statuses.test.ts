import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type CatalogueKey, catalogue } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';

// The server takes each code's HTTP status from its catalogue entry. The front ends' msw mocks
// still type the status by hand (`answer(request, 409, key)`; `answerOf` takes it from the
// catalogue): this keeps every such literal equal to the catalogue's, so a mock cannot answer a
// status the server never would.

const root = join(import.meta.dirname, '../../../..');
const sourceDirectories = [
  'admin-app/src',
  'member-app/src',
  'public-site/src',
  'shells/kit/src',
  'shells/host/src',
];

function sourceFiles(): string[] {
  return sourceDirectories.flatMap((directory) =>
    readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, directory, file)),
  );
}

describe("the mocks' hand-typed statuses", () => {
  it('are the ones the catalogue states for their keys', () => {
    const found: string[] = [];
    const wrong: string[] = [];
    for (const file of sourceFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\banswer\(\s*\w+,\s*(\d{3}),\s*'(\w+)'/g)) {
        const [, status, key] = match;
        const where = `${relative(root, file)}: ${status} '${key}'`;
        found.push(where);
        if (catalogue[key as CatalogueKey]?.status !== Number(status)) wrong.push(where);
      }
    }
    expect(found.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
