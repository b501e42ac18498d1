import { atomWithStorage } from 'jotai/utils';

export const tokenStorageKey = 'coach.token';

// The token is stored as the bare string (not JSON) under `coach.token`, as the runtime contract
// says, so that anything reading localStorage (e2e journeys, a second tab) sees the token itself.
const rawStringStorage = {
  getItem: (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string | null) => {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  },
  removeItem: (key: string) => window.localStorage.removeItem(key),
  // Signing out in one tab signs out the others.
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The opaque bearer token of the signed-in user, or null when signed out. */
export const tokenAtom = atomWithStorage<string | null>(tokenStorageKey, null, rawStringStorage, {
  getOnInit: true,
});
