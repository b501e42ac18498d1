import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a front-end test answers by hand takes its status from the error catalogue, as the server
// does (hand-made-answers.ts, fake-xhr.ts; ADR 0046): a status typed in a test's answer is a copy
// that can drift from the server's. This reads every test file and test helper of the front ends
// for an answer built with a numeric status.

const root = join(import.meta.dirname, '../../../..');
const frontEnds = ['admin-app/src', 'member-app/src', 'public-site/src', 'shells/kit/src', 'shells/host/src'];
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)(test|test-support|mocks)\//.test(file);

/** An answer made with a literal status: `{ status: 409 }` in a Response, or `.answer(413, …)`. */
const typedStatus = /(?:Response(?:\.json|\.text)?\([^;]*?\{[^}]*\bstatus:\s*\d{3}\b)|\.answer\(\s*\d{3}\b/g;

function testFiles(): string[] {
  return frontEnds.flatMap((directory) =>
    readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && isTestCode(file))
      .map((file) => join(root, directory, file))
      // This file's own examples below.
      .filter((file) => file !== import.meta.filename),
  );
}

describe('hand-made answers in the front ends’ tests', () => {
  it('take every status from the catalogue, never typed by hand', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(typedStatus)].map(
        (match) => `${relative(root, file)}: ${match[0].slice(0, 80)}`,
      ),
    );
    expect(typed).toEqual([]);
  });

  it('would see a typed status (the pattern is not blind)', () => {
    expect('HttpResponse.json(body, { status: 409 })'.match(typedStatus)).not.toBeNull();
    expect('xhr.answer(413, { code: 4038 })'.match(typedStatus)).not.toBeNull();
    expect('HttpResponse.json(body, { status: catalogue.x.status })'.match(typedStatus)).toBeNull();
  });
});
