// When does a phone show the page's heading? Opens a page in Chromium with a cold cache, a
// Fast-3G-like network (1.6 Mbps down, 150 ms round trip) and a 4× slower CPU, and prints when the
// `<h1>` was first drawn, next to First and Largest Contentful Paint. A tool for the figures of
// ADR 0024, not part of the build: `node scripts/prerender/measure-heading.ts <url> [runs]`.
import { launchChromium } from './chromium.ts';

export interface HeadingTiming {
  headingMs: number;
  /** When React had adopted (or drawn) the heading: the page answers clicks from then on. */
  reactMs: number;
  fcpMs: number;
  lcpMs: number;
}

const fast3g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function measureHeading(url: string, runs: number): Promise<HeadingTiming[]> {
  const browser = await launchChromium();
  try {
    const timings: HeadingTiming[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', fast3g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Checked before every frame: the first frame in which the heading has a box is when it shows.
      await page.addInitScript(() => {
        const state = window as unknown as { headingAt?: number; reactAt?: number };
        const check = () => {
          const heading = document.querySelector('#root h1');
          if (heading && heading.getBoundingClientRect().height > 0) state.headingAt ??= performance.now();
          if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) {
            state.reactAt = performance.now();
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction(
        () => (window as unknown as { headingAt?: number }).headingAt !== undefined,
        {
          timeout: 120_000,
        },
      );
      await page.waitForTimeout(500);
      timings.push(
        await page.evaluate(
          () =>
            new Promise<HeadingTiming>((resolve) => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                const state = window as unknown as { headingAt: number; reactAt: number };
                resolve({
                  headingMs: state.headingAt,
                  reactMs: state.reactAt,
                  fcpMs: fcp,
                  lcpMs: entries[entries.length - 1]?.startTime ?? Number.NaN,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        ),
      );
      await context.close();
    }
    return timings;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (import.meta.main) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node scripts/prerender/measure-heading.ts <url> [runs]');
  const timings = await measureHeading(url, Number(process.argv[3] ?? 3));
  const row = (name: keyof HeadingTiming) =>
    `${name.replace('Ms', '')} ${(median(timings.map((each) => each[name])) / 1000).toFixed(2)} s`;
  console.log(
    `${url} (Fast 3G, CPU ×4, median of ${timings.length}): ${row('headingMs')}, ${row('fcpMs')}, ${row('lcpMs')}, ${row('reactMs')}`,
  );
  console.log(
    timings
      .map((each) => `  h1 ${Math.round(each.headingMs)} ms, React ${Math.round(each.reactMs)} ms`)
      .join('\n'),
  );
}
