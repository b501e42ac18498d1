// What a first visit really downloads: the home page opened in Debian's Chromium, every script
// response collected and measured gzipped, so shared chunks and the public remote count too.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface FirstVisit {
  scripts: number;
  gzipKiB: number;
}

export async function firstVisitScripts(url: string): Promise<FirstVisit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    const bytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { scripts: scripts.length, gzipKiB: bytes / 1024 };
  } finally {
    await browser.close();
  }
}
