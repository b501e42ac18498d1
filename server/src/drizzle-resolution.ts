// drizzle-orm's package.json is 179 kB: an `exports` map of 447 subpaths. Node 24 reads the
// package scope of every module it resolves inside that package, to learn its format, and each
// read parses the whole `exports` JSON again (package_json_reader's `get` under
// `getFileProtocolModuleFormat` in a CPU profile); so does every `drizzle-orm/…` import from our
// own files. The platform loads 112 of drizzle's modules through some 1,500 resolutions, and those
// parses were about a third of the CLI's start (`match --dry-run`, `migrate`, `jobs list`; issue 29).
import { type ResolveHookSync, registerHooks } from 'node:module';

type NextResolve = Parameters<ResolveHookSync>[2];
type Resolved = ReturnType<NextResolve>;

const insideDrizzle = '/node_modules/drizzle-orm/';
const isDrizzle = (specifier: string) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

/**
 * The resolve hook, apart from its registration (tested alone). What Node would answer, found with
 * fewer reads of that package.json:
 * - a relative `.js` import between drizzle's own modules is the file next to its importer, in the
 *   format of the package's `.js` files, which the first such import learns from Node;
 * - `drizzle-orm` and its subpaths resolve once per importing directory (Node's answer depends on
 *   the importer's directory and the conditions only).
 * Everything else goes to Node as it is.
 */
export function drizzleResolveHook(): ResolveHookSync {
  let formatOfItsModules: Resolved['format'];
  const resolvedFrom = new Map<string, Resolved>();
  return (specifier, context, nextResolve) => {
    const parent = context.parentURL;
    if (!parent) return nextResolve(specifier, context);
    const isImport = context.conditions.includes('import');
    if (isImport && parent.includes(insideDrizzle) && /^\.\.?\/[^?#]*\.js$/.test(specifier)) {
      if (formatOfItsModules === undefined) {
        const resolved = nextResolve(specifier, context);
        formatOfItsModules = resolved.format;
        return resolved;
      }
      return { url: new URL(specifier, parent).href, format: formatOfItsModules, shortCircuit: true };
    }
    if (isDrizzle(specifier)) {
      const key = `${new URL('.', parent).href}\0${specifier}\0${context.conditions.join(',')}`;
      const known = resolvedFrom.get(key);
      if (known) return { ...known, shortCircuit: true };
      const resolved = nextResolve(specifier, context);
      resolvedFrom.set(key, resolved);
      return resolved;
    }
    return nextResolve(specifier, context);
  };
}

/** Registers the hook for the modules this process imports from now on (the CLI, before the platform). */
export function resolveDrizzleCheaply(): void {
  registerHooks({ resolve: drizzleResolveHook() });
}
