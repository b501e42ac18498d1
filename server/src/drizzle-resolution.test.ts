import { describe, expect, it } from 'vitest';
import { drizzleResolveHook } from './drizzle-resolution.ts';

const drizzle = 'file:///app/node_modules/drizzle-orm/';
const imports = { conditions: ['node', 'import'], importAttributes: {} };

/** The hook with a stand-in for Node's resolution that records what it was asked. */
function hookWithNode() {
  const asked: string[] = [];
  const hook = drizzleResolveHook();
  const resolve = (specifier: string, parentURL: string, conditions = imports.conditions) =>
    hook(specifier, { ...imports, conditions, parentURL }, (asking, context) => {
      asked.push(asking);
      return { url: new URL(asking, context?.parentURL ?? 'file:///').href, format: 'module' };
    });
  return { asked, resolve };
}

describe('drizzle’s modules resolved without re-reading its package.json', () => {
  it('finds a relative import between drizzle’s modules next to its importer, asking Node only the first time', () => {
    const { asked, resolve } = hookWithNode();
    expect(resolve('./entity.js', `${drizzle}pg-core/table.js`)).toEqual({
      url: `${drizzle}pg-core/entity.js`,
      format: 'module',
    });
    expect(resolve('../sql/sql.js', `${drizzle}pg-core/table.js`)).toEqual({
      url: `${drizzle}sql/sql.js`,
      format: 'module',
      shortCircuit: true,
    });
    expect(asked).toEqual(['./entity.js']);
  });

  it('resolves `drizzle-orm` and its subpaths once per importing directory and conditions', () => {
    const { asked, resolve } = hookWithNode();
    resolve('drizzle-orm/pg-core', 'file:///app/adapters/src/schema/accounts.ts');
    resolve('drizzle-orm/pg-core', 'file:///app/adapters/src/schema/projects.ts');
    resolve('drizzle-orm', 'file:///app/adapters/src/schema/projects.ts');
    resolve('drizzle-orm/pg-core', 'file:///app/server/src/app.ts');
    resolve('drizzle-orm/pg-core', 'file:///app/server/src/app.ts', ['node', 'require']);
    expect(asked).toEqual([
      'drizzle-orm/pg-core',
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'drizzle-orm/pg-core',
    ]);
  });

  it('leaves every other import to Node', () => {
    const { asked, resolve } = hookWithNode();
    resolve('./index.ts', 'file:///app/adapters/src/postgres/database.ts');
    resolve('./index.ts', 'file:///app/adapters/src/postgres/database.ts');
    resolve('postgres', `${drizzle}postgres-js/driver.js`);
    resolve('./driver.cjs', `${drizzle}postgres-js/index.cjs`, ['node', 'require']);
    resolve('./session.js', `${drizzle}postgres-js/index.cjs`, ['node', 'require']);
    expect(asked).toEqual(['./index.ts', './index.ts', 'postgres', './driver.cjs', './session.js']);
  });
});
