import { vars } from '../../theme/contract.css.ts';

/** `var(--coach-color-primary)` → `--coach-color-primary`. */
function propertyOf(reference: string): string {
  return (
    reference
      .replace(/^var\(/, '')
      .replace(/\)$/, '')
      .split(',')[0]
      ?.trim() ?? reference
  );
}

function read(reference: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(propertyOf(reference)).trim();
  return value || fallback;
}

export type ChartColors = { text: string; grid: string; surface: string; series: string[] };

/**
 * The theme's colours as the canvas needs them (a canvas cannot read CSS variables itself):
 * series take the brand, the accent set, then the status colours, so light/dark and theme1–5 apply.
 */
export function readChartColors(): ChartColors {
  return {
    text: read(vars.color.text, '#1f1a1a'),
    grid: read(vars.color.border, '#e3dcda'),
    surface: read(vars.color.surface, '#ffffff'),
    series: [
      read(vars.color.primary, '#9b1c1c'),
      read(vars.color.accent, '#334155'),
      read(vars.color.info, '#175cd3'),
      read(vars.color.success, '#067647'),
      read(vars.color.warning, '#a15c07'),
      read(vars.color.danger, '#b42318'),
      read(vars.color.textMuted, '#5d5454'),
    ],
  };
}

/**
 * Calls `onChange` when the page's colours change: light/dark or the accent set (attributes on
 * <html>), or the system's colour scheme when the page follows it.
 */
export function watchThemeChanges(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-accent'],
  });
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
