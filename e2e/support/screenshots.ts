/**
 * Whether the journeys keep their screenshots as evidence (`e2e/artifacts/screenshots/`): only when
 * asked, with `SCREENSHOTS=1` (`npm run screenshots -w @coach/e2e`). They are not assertions (a
 * failing journey keeps its own screenshot and trace anyway), and every run of `npm test` paid for
 * them: some 110 full-page screenshots in the journeys, each after waiting for the network to stay
 * idle for half a second, and four widths of each of the page sweep's 93 pages (docs/adr/0029).
 */
export const keepingScreenshots = process.env.SCREENSHOTS === '1';
