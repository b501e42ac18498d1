// The speed budget of issue 10 for a visitor on a phone, in one place. speed/lighthouse.spec.ts
// and speed/time-to-content.spec.ts check it; docs/adr/0027 says why these numbers.

const lighthouseGoal = {
  atLeast: { performance: 0.9, accessibility: 1 },
  atMost: { largestContentfulPaintMs: 2500, totalBlockingTimeMs: 200, cumulativeLayoutShift: 0.1 },
} as const;

/** Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4× CPU). */
export const lighthouseBudget = {
  pages: ['/', '/en', '/login'],
  /**
   * Runs per page; each figure is checked at its median (one run is too noisy on a shared CPU, and
   * three were not enough on a slow day: one busy run of three moved a median by half).
   */
  runs: 5,
  /** Issue 10's goals: every page's medians are printed against them, met or not. */
  goal: lighthouseGoal,
  /**
   * What the check holds every page to: the goal itself. Until 2026-11-24 the timing figures were
   * held at floors (performance 0.65, LCP 3.5 s, TBT 2 s): the app ran on every load, and its
   * blocking time swung between 218 ms and 1.9 s with the machine's mood. Since pre-rendered pages
   * start the app at the visitor's first move (ADR 0028), Lighthouse, which never moves, measures
   * the page the HTML and styles make: performance 98-100, TBT 0-10 ms and LCP medians of 1.0-1.9 s
   * on that day.
   */
  held: lighthouseGoal,
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
  // Five, as for Lighthouse: on a slow day one busy run of three moved the dashboard's median by
  // most of a second (runs of 4.38, 4.32 and 4.97 s on a machine that read 3.36 s the day before).
  runs: 5,
  /**
   * From the start of a cold load of `/` until its <h1> is on screen: goal and held (1.9–2.1 s
   * measured, 1.36–1.39 s since the app waits for the visitor's first move, ADR 0028).
   */
  homeHeadingMs: { goal: 2500, held: 2500 },
  /**
   * From the first tap on a pre-rendered page (the phone menu of `/`, once its files are down) until
   * the menu is open. The app starts at that tap (ADR 0028): this is what the page's first moments
   * without JavaScript cost. Not one of issue 10's goals: ours is 500 ms, the point from which
   * web.dev calls a response to input poor (INP). 0.45-0.52 s measured on 2026-11-24; held at 1 s,
   * as a slow day runs every task twice as long.
   */
  firstTapMs: { goal: 500, held: 1000 },
  /**
   * From pressing "Sign in" until the member dashboard shows its data. Medians of 1.79–2.06 s on
   * 2026-11-24 (single runs 1.73–2.72 s, the first of five the slowest), once the check stopped
   * recording Playwright's trace: with it, the same build read 3.46 s (ADR 0027). Held at 3 s, not
   * at the goal: the goal has a fifth to spare on one machine on one day, and a slow day has run
   * every task twice as long. The figures before this issue (6.9 s) and before the sign-in brought
   * the user (3.2 s) were read with the trace, so they do not say what 3 s would fail today.
   */
  signInToDashboardMs: { goal: 2500, held: 3000 },
} as const;
