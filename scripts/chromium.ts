// Debian's Chromium, as the journeys, the pre-rendering, Lighthouse and the bench start it: one
// definition (docs/stack-notes.md §3: Playwright's own browser download cannot work on these
// machines, and the closed network refuses Chromium's calls home).
import { existsSync } from 'node:fs';

/**
 * The binary itself, not Debian's wrapper: /usr/bin/chromium is a shell script that sources
 * /etc/chromium.d/* and adds their flags to ours, among them `--enable-gpu-rasterization`, which
 * kept a GPU process rasterising in software beside `--disable-gpu` (ADR 0029, addendum of
 * 2026-11-30: less of the journeys' CPU). The wrapper stays the fallback where the binary is not
 * at Debian's place; `CHROMIUM_PATH` names another browser.
 */
const debianBinary = '/usr/lib/chromium/chromium';
const debianWrapper = '/usr/bin/chromium';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianBinary) ? debianBinary : debianWrapper);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  // No GPU here: everything is drawn on the CPU. Without a software GL (SwiftShader) to fall back
  // on, Chromium draws pages and composites frames with its plain software paths, and the display
  // compositor runs in the browser process instead of a GPU process of its own.
  '--disable-gpu',
  '--disable-software-rasterizer',
  '--in-process-gpu',
  // Calls home that the closed network refuses.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
