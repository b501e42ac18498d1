import { join, resolve } from 'node:path';

/**
 * The repository root, found from this file rather than the working directory: `npm start` runs
 * the server with its cwd in server/, a container may run it from anywhere.
 */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The published coaching logs' signing key when none is configured (ADR 0054), under DATA_DIR. */
export function signingKeyFileOf(config: { readonly dataDir: string }): string {
  return join(config.dataDir, 'keys', 'coaching-log-ed25519.pem');
}

/** The embedded database's directory under DATA_DIR. */
export function pgliteDirOf(config: { readonly dataDir: string }): string {
  return join(config.dataDir, 'pglite');
}
