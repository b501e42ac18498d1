import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The front ends' test files share workers (vitest.shared.ts): a file that replaces a module for
// its own imports, or starts from a fresh module registry, would change what the files after it in
// the same worker import. Such a file is named `*.isolated.test.ts(x)` and gets a worker of its own.
// This reads every front-end test file for those calls.

const root = join(import.meta.dirname, '../../../..');
const frontEnds = [
  'admin-app/src',
  'member-app/src',
  'public-site/src',
  'shells/kit/src',
  'shells/kit/build',
  'shells/host/src',
];

/** Calls that change the module registry of the worker that runs the file. */
const changesModules = /\bvi\.(?:mock|doMock|unmock|hoisted|resetModules)\(/;

const sharedTestFiles = () =>
  frontEnds.flatMap((directory) =>
    readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !/\.isolated\.test\.tsx?$/.test(file))
      .map((file) => join(root, directory, file))
      .filter((file) => file !== import.meta.filename),
  );

describe('front-end test files that change the module registry', () => {
  it('are named *.isolated.test so that they run in a worker of their own', () => {
    const files = sharedTestFiles();
    expect(files.length).toBeGreaterThan(90);
    const offenders = files
      .filter((file) => changesModules.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('would see such a call (the pattern is not blind)', () => {
    expect(changesModules.test("vi.mock('./go-to-checkout.ts', () => ({}));")).toBe(true);
    expect(changesModules.test('vi.resetModules();')).toBe(true);
    expect(changesModules.test('vi.fn(); vi.spyOn(window, "scrollTo");')).toBe(false);
  });
});
