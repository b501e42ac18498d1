import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run match', () => {
  it('says matching is not available yet and exits with code 2, before touching any database', () => {
    const cli = join(import.meta.dirname, '../cli.ts');
    const result = spawnSync(process.execPath, [cli, 'match', '--dry-run'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stdout.trim()).toBe('Matching is not available yet.');
    expect(result.status).toBe(2);
  });
});
