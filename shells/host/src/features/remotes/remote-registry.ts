import {
  addCatalogueLoader,
  type RemoteModule,
  type RemoteName,
  remoteNames,
  runtimeConfig,
} from '@coach/kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// For its side effect on the build: the host provides every kit entry to the remotes.
import './kit-entries.ts';

// The remotes are registered at run time from the runtime configuration, not at build time, so a
// remote can move (another origin, a CDN) without rebuilding the shell (ADR 0010).

export type RemoteLoad = { ok: true; module: RemoteModule } | { ok: false; error: unknown };

/** A remote that does not answer within this time counts as failed; the rest of the site works on. */
const loadTimeoutMs = 20_000;

let registered = false;

function ensureRegistered(): void {
  if (registered) return;
  registered = true;
  const { remotes } = runtimeConfig();
  registerRemotes(
    remoteNames.map((name) => ({
      name,
      // Absolute, so that a remote built with assetPrefix 'auto' finds its chunks next to its manifest.
      entry: new URL(remotes[name], window.location.href).href,
    })),
  );
}

function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.routes) &&
    typeof candidate.messages === 'function'
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`Remote ${name} did not load in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loads = new Map<RemoteName, Promise<RemoteLoad>>();
const loaded = new Map<RemoteName, RemoteModule>();
const listeners = new Set<() => void>();

async function fetchRemote(name: RemoteName): Promise<RemoteLoad> {
  try {
    ensureRegistered();
    const exposed = await withTimeout(
      loadRemote<{ default?: unknown }>(`${name}/routes`),
      loadTimeoutMs,
      name,
    );
    const module = exposed?.default;
    if (!isRemoteModule(module)) throw new Error(`Remote ${name} did not expose a RemoteModule as ./routes`);
    // The texts of the page's language arrive with the routes; the other language's on a switch.
    await withTimeout(addCatalogueLoader(module.messages), loadTimeoutMs, name);
    loaded.set(name, module);
    for (const listener of listeners) listener();
    return { ok: true, module };
  } catch (error) {
    console.error(`[host] remote ${name} could not be loaded`, error);
    return { ok: false, error };
  }
}

/** Loads a remote's `./routes` once; the answer (module or failure) is kept for the page's life. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteLoad> {
  let load = loads.get(name);
  if (!load) {
    load = fetchRemote(name);
    loads.set(name, load);
  }
  return load;
}

/** The loaded module of a remote, or undefined (not loaded yet, or failed). */
export function loadedRemote(name: RemoteName): RemoteModule | undefined {
  return loaded.get(name);
}

export function subscribeToRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
