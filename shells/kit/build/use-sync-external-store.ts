// `use-sync-external-store/shim` for the front ends (rsbuild.shared.ts): Lingui's React hooks and
// react-aria import it to run on Reacts before 18. React 19 has the hook, and the shim's fallback
// was 0.5 KiB gzip of dead code on every page.
export { useSyncExternalStore } from 'react';
