// One copy of each shared module on a page (ADR 0010, ADR 0026): the host provides react, the kit
// and its entries (with react-router inside), and every remote must use those. A remote's build
// also holds its own copy of each (the fallback a remote running alone uses); if a page downloads
// one of those files, that remote is running its own kit — its links outside the host's router,
// its atoms apart from the host's store. The remotes' mf-stats.json name the fallback files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstVisit } from './first-visit.ts';

const remotes = [
  { dir: 'public-site', url: '/remotes/public-site/' },
  { dir: 'member-app', url: '/remotes/member-app/' },
  { dir: 'admin-app', url: '/remotes/admin-app/' },
];

interface MfStats {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The remotes' own copies of shared modules among the scripts a visit downloaded ("remote: module"). */
export function ownCopiesLoaded(root: string, visit: FirstVisit): string[] {
  const loaded = new Set(visit.each.map((script) => script.path));
  const found: string[] = [];
  for (const remote of remotes) {
    const stats = JSON.parse(
      readFileSync(join(root, remote.dir, 'dist', 'mf-stats.json'), 'utf8'),
    ) as MfStats;
    for (const shared of stats.shared) {
      const files = [...shared.assets.js.sync, ...shared.assets.js.async];
      if (files.some((file) => loaded.has(`${remote.url}${file}`)))
        found.push(`${remote.dir}: ${shared.name}`);
    }
  }
  return found;
}
