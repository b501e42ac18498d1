import type { RemoteModule, RemoteName } from '@coach/kit';
import { useSyncExternalStore } from 'react';
import { loadedRemote, subscribeToRemotes } from './remote-registry.ts';

/** A remote's module once it has loaded (its nav, its routes), re-rendering when it arrives. */
export function useRemote(name: RemoteName): RemoteModule | undefined {
  return useSyncExternalStore(subscribeToRemotes, () => loadedRemote(name));
}
