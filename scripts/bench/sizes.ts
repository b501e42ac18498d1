// Gzip (-9) sizes of the built front ends, read from their dist folders: the host's initial
// JavaScript (the scripts its index.html loads), each remote's remoteEntry.js, and each app's
// JavaScript in all (what a build ships, loaded or not).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export const apps = [
  { name: 'host', dir: 'shells/host' },
  { name: 'public_site', dir: 'public-site' },
  { name: 'member_app', dir: 'member-app' },
  { name: 'admin_app', dir: 'admin-app' },
] as const;

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

export interface AppSizes {
  app: string;
  /** remoteEntry.js (remotes only). */
  remoteEntryKiB?: number;
  /** The scripts index.html loads (the host only). */
  entryScriptsKiB?: number;
  /** Every .js file of the build. */
  allJsKiB: number;
  jsFiles: number;
}

export function bundleSizes(root: string): AppSizes[] {
  return apps.map(({ name, dir }) => {
    const dist = join(root, dir, 'dist');
    const all = javaScriptFiles(dist);
    const sizes: AppSizes = {
      app: name,
      allJsKiB: all.reduce((sum, file) => sum + gzipKiB(file), 0),
      jsFiles: all.length,
    };
    if (name === 'host') {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] as string);
      sizes.entryScriptsKiB = scripts.reduce(
        (sum, src) => sum + gzipKiB(join(dist, new URL(src, 'http://x/').pathname)),
        0,
      );
    } else {
      sizes.remoteEntryKiB = gzipKiB(join(dist, 'remoteEntry.js'));
    }
    return sizes;
  });
}
