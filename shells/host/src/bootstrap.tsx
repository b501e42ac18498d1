import '@coach/kit/theme/global-theme.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { yieldToBrowser } from './app/yield-to-browser.ts';

// The app's code (the kit, the router, the host's routes) is asked for at once and evaluated in a
// task of its own: evaluating it together with React DOM was one task of 300 ms on a phone. One
// import: asked for apart, the first-page module was built into a chunk of its own besides its
// copy in the app's chunk.
const appCode = import('./app/app.tsx');
await yieldToBrowser();
const { App, createAppRouter, firstPageLoaded, isPrerenderedFor } = await appCode;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page pre-rendered at build time is hydrated: React adopts the HTML on screen (ADR 0024).
const prerendered = isPrerenderedFor(document, window.location);
const router = await createAppRouter({ hydrate: prerendered });
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (prerendered && router.state.initialized) {
  // The page is already on screen: hydrating it is no hurry. In a transition React hydrates in
  // slices and gives the browser its turn between them (a tap, a scroll), where a plain
  // hydrateRoot adopts the whole page in one task (180–250 ms on Lighthouse's phone, all of it
  // counted as blocking time).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The server's HTML (the shell, or a pre-rendered page drawn for another address) stays until
  // the first page is ready; React's first render then replaces it.
  await firstPageLoaded(router);
  createRoot(container).render(app);
}
