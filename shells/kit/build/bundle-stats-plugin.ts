import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * With BUNDLE_STATS=<folder>, writes `<folder>/<app>.json`: every emitted chunk with its files and
 * the modules inside it (name and size before minification), for finding what a page loads and
 * why. Off by default; the build's output is unchanged either way.
 */
export function pluginBundleStats(app: string): RsbuildPlugin {
  return {
    name: 'coach:bundle-stats',
    setup(api) {
      const folder = process.env.BUNDLE_STATS;
      if (!folder) return;
      api.onAfterBuild(({ stats }) => {
        if (!stats || 'stats' in stats) return;
        const json = stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          chunkOrigins: false,
          ids: true,
          modules: false,
          nestedModules: true,
          dependentModules: true,
          orphanModules: true,
          chunkModulesSpace: Number.POSITIVE_INFINITY,
          nestedModulesSpace: Number.POSITIVE_INFINITY,
        });
        const chunks = (json.chunks ?? []).map((chunk) => ({
          id: chunk.id,
          names: chunk.names,
          files: chunk.files,
          initial: chunk.initial,
          size: chunk.size,
          modules: (chunk.modules ?? [])
            .map((module) => ({
              name: module.name ?? module.identifier ?? module.moduleType,
              size: module.size,
              inside: module.modules?.map((inner) => `${inner.size} ${inner.name}`),
            }))
            .sort((a, b) => (b.size ?? 0) - (a.size ?? 0)),
        }));
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, `${app}.json`), JSON.stringify(chunks, null, 1));
      });
    },
  };
}
