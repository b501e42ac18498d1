import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React's own `lazy` takes.
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./dialog.tsx'), 'Dialog')`
 * draws `Dialog` once its module has come, so a part shown only sometimes (a dialog, a tab, a
 * chart) is fetched only then (issue 30). React's own `lazy` takes a default export only.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
