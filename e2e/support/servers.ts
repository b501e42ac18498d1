// The processes the journeys run against, on loopback only.
// - main: the whole platform as `npm start` runs it (real PostgreSQL when TEST_DATABASE_URL is set),
//   for the `journeys` project.
// - adminRemote: admin-app's standalone build (asset prefix `auto`) served from another origin.
// - split: a second platform instance, made like main, whose shell loads admin-app from
//   adminRemote at run time; the `programme` project's journeys run on it (playwright.config.ts),
//   beside the others on main, since they move its clock and match everyone waiting.
// - sweep: a third instance, on the embedded PGlite whatever TEST_DATABASE_URL says, only for the
//   every-page sweep (journeys/every-page.spec.ts): the sweep reads the demo programme as seeded
//   while the journeys move the other instances' clocks and data.
// - oidc: a real OpenID Connect provider (oidc-provider, support/local-oidc.ts), the generic
//   provider of both instances, since these machines reach no Google, Microsoft or LinkedIn.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const mainPort = port('E2E_MAIN_PORT', 3100);
const remotePort = port('E2E_REMOTE_PORT', 3101);
const splitPort = port('E2E_SPLIT_PORT', 3102);
const oidcPort = port('E2E_OIDC_PORT', 3103);
const sweepPort = port('E2E_SWEEP_PORT', 3104);

export const servers = {
  main: { port: mainPort, url: `http://127.0.0.1:${mainPort}` },
  adminRemote: { port: remotePort, url: `http://127.0.0.1:${remotePort}` },
  split: { port: splitPort, url: `http://127.0.0.1:${splitPort}` },
  oidc: { port: oidcPort, url: `http://127.0.0.1:${oidcPort}` },
  sweep: { port: sweepPort, url: `http://127.0.0.1:${sweepPort}` },
};
