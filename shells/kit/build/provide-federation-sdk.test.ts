import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lentSdk } from './provide-federation-sdk.ts';

const require = createRequire(import.meta.url);

/** Every ES module a package ships (its dist folder, subfolders included). */
function modulesOf(packageName: string): string[] {
  const root = join(dirname(require.resolve(`${packageName}/package.json`)), 'dist');
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.m?js$/.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files;
}

/** The names a module imports from `source` (`import { a, b as c } from "source"`). */
function importedNames(code: string, source: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${source}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

describe('the federation SDK the host lends to the remotes', () => {
  it("holds every SDK export a hosted remote's runtime imports", () => {
    // A hosted remote bundles the bundler runtime and the runtime's thin wrapper; the SDK is an
    // external that reads what the host lent (rsbuild.shared.ts). Whatever they import must be there.
    const imported = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']
      .flatMap(modulesOf)
      .flatMap((file) => importedNames(readFileSync(file, 'utf8'), '@module-federation/sdk'));
    expect(imported.length).toBeGreaterThan(0);
    expect(Object.keys(lentSdk)).toEqual(expect.arrayContaining([...new Set(imported)]));
    for (const name of imported) expect(lentSdk[name as keyof typeof lentSdk]).toBeDefined();
  });
});
