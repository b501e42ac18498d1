import { useLayoutEffect, useRef, useState } from 'react';

export type BoxSize = { width: number; height: number };

/**
 * The size of the chart's box, followed as it changes (a phone turned, a sidebar folded), so that the
 * SVG is drawn at its real size: text keeps its size and ticks are as many as fit. Until a size is
 * known (no layout, as in tests) the fallback is drawn and scaled to the box by the SVG's viewBox.
 */
export function useBoxSize<T extends Element>(fallback: BoxSize) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      const next = { width: Math.round(width), height: Math.round(height) };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}
