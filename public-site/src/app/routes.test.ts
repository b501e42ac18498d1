import { publicPages } from '@coach/core/pages';
import { routedPaths } from '@coach/kit/test/routed-paths.ts';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

describe('the routes and the page catalogue', () => {
  it('route exactly the pages the catalogue declares (the server answers 404 for any other path)', () => {
    // A set: a layout route and its index child answer the same path.
    const routed = new Set(routedPaths(routes));
    const declared = Object.values(publicPages).map((page) => page.path);
    expect([...routed].sort()).toEqual([...declared].sort());
  });
});
