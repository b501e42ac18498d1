import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * Loads the page again: the way out of a part that failed to load. Part of the kit so that the
 * host's error views draw its icon with the kit's copy of lucide (the host's own import bundled a
 * second copy of lucide's icon code next to React DOM, downloaded on every page).
 */
export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <Button icon={<RotateCw size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
      {children}
    </Button>
  );
}
