import { useCallback, useEffect, useState } from 'react';

/**
 * Moves the focus to the element with an id once the page has drawn what an action changed: a
 * dialog restores the focus to what opened it, and when that is gone (a cancelled request, a
 * closed project) the focus would fall to the page's start. The request is carried out after the
 * dialog's own restoration, in the frame after the next render.
 */
export function useFocusRequest(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => document.getElementById(target.id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
