import { createElement } from 'react';

/**
 * The frame of /user and /admin, as a route's `lazy` part: it brings `@coach/kit/area` (the app
 * shell and the areas' parts), which no public page needs, so a first visit of the home page does
 * not download it. The sign-in fetches it ahead with the area's code (area-prefetch.ts), and the
 * first page's preparation loads it before hydrating an area's address (first-page.ts).
 */
export async function loadAreaLayout(remote: 'member_app' | 'admin_app') {
  const { AreaLayout } = await preloadAreaLayout();
  return { element: createElement(AreaLayout, { remote }) };
}

/** Starts downloading the areas' frame (and `@coach/kit/area`); the route's `lazy` finds it loaded. */
export function preloadAreaLayout() {
  return import('./area-layout.tsx');
}
