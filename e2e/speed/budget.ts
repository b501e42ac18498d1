// The speed budget of issue 10 for a visitor on a phone, in one place. speed/lighthouse.spec.ts
// and speed/time-to-content.spec.ts check it; docs/adr/0027 says why these numbers.

/** Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4× CPU). */
export const lighthouseBudget = {
  pages: ['/', '/en', '/login'],
  /** Runs per page; each figure is checked at its median (one run is too noisy on a shared CPU). */
  runs: 3,
  /** Issue 10's goals: every page's medians are printed against them, met or not. */
  goal: {
    atLeast: { performance: 0.9, accessibility: 1 },
    atMost: { largestContentfulPaintMs: 2500, totalBlockingTimeMs: 200, cumulativeLayoutShift: 0.1 },
  },
  /**
   * What the check holds every page to. Accessibility and layout shift at the goal: they do not
   * depend on the machine. The timing figures at a floor under the goal, for as long as /login
   * misses it (about 86 / 2.9 s / 250 ms on a quiet two-core machine; / and /en about 93 / 2.5 s /
   * 100 ms, at the goal's edge): a 2-core CI machine moves them by a fifth between runs, and a
   * change that makes the pages slower (before issue 10: 45–51, 5.6–7.2 s, 1.4–2.3 s) fails it.
   * Raise it to the goal once every page meets the goal with room to spare (docs/adr/0027).
   */
  held: {
    atLeast: { performance: 0.75, accessibility: 1 },
    atMost: { largestContentfulPaintMs: 3500, totalBlockingTimeMs: 600, cumulativeLayoutShift: 0.1 },
  },
} as const;

/**
 * Chrome DevTools' "Fast 3G" preset (since renamed "Slow 4G"; Puppeteer's
 * PredefinedNetworkConditions['Fast 3G']): 1.6 Mbps down and 750 kbps up at 90 %, and a 150 ms
 * round trip times 3.75, because DevTools throttles whole requests, not packets.
 */
export const fast3g = {
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
} as const;

/** Time to content under Fast 3G and a 4× slower CPU, the median of `runs` cold loads. */
export const timeToContentBudget = {
  cpuSlowdown: 4,
  runs: 3,
  /** From the start of a cold load of `/` until its <h1> is on screen: goal and held (about 1.5 s). */
  homeHeadingMs: { goal: 2500, held: 2500 },
  /**
   * From pressing "Sign in" until the member dashboard shows its data: every call has answered by
   * about 2.3 s, but drawing the dashboard on the 4× slower CPU then takes another 0.5–2 s, and
   * runs on one machine spread from 2.7 to 4.7 s. Held at 5 s, a floor that still fails what this
   * was before issue 10 (6.9 s, the calls and the area's code one after the other).
   */
  signInToDashboardMs: { goal: 2500, held: 5000 },
} as const;
