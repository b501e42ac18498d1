// Gzip sizes of what a first visit downloads: the host's initial JavaScript (the scripts its
// index.html loads) and each remote's remoteEntry.js.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export function bundleSizes(root: string): Array<{ what: string; gzipKiB: number }> {
  const hostDist = join(root, 'shells/host/dist');
  const html = readFileSync(join(hostDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] as string);
  const hostTotal = scripts.reduce((sum, src) => sum + gzipKiB(join(hostDist, src.replace(/^\//, ''))), 0);
  const remotes = ['public-site', 'member-app', 'admin-app'].map((dir) => ({
    what: `${dir} remoteEntry.js`,
    gzipKiB: gzipKiB(join(root, dir, 'dist', 'remoteEntry.js')),
  }));
  return [
    { what: `host entry script${scripts.length > 1 ? 's' : ''} (index.html)`, gzipKiB: hostTotal },
    ...remotes,
  ];
}
