import type { GuardedArea } from './access.ts';

// The login page knows where a sign-in will most likely lead, but not how to load another area's
// code: the host owns the remotes (features/remotes). The host registers its loader here, and
// the login page (in the public remote) asks for an area through the kit, which both share.

/** Loads an area's code ahead of a navigation to it: its remote, and its dashboard's chunk. */
export type AreaPrefetcher = (area: GuardedArea) => Promise<unknown>;

let prefetcher: AreaPrefetcher | null = null;

/** Set once by the host; `null` takes it away again (tests). */
export function setAreaPrefetcher(next: AreaPrefetcher | null): void {
  prefetcher = next;
}

/**
 * Starts loading an area's code and forgets about it: a failure is not this call's to report, the
 * navigation that needs the area will load it again and show its own error.
 */
export function prefetchArea(area: GuardedArea): void {
  prefetcher?.(area).catch(() => undefined);
}
