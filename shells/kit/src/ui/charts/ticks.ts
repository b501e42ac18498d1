/** A label on an axis, at its position (pixels). */
export type Tick = { at: number; label: string };

/** The axes' text size (pixels), and an estimate of a character's width at that size. */
export const fontSize = 12;
const charWidth = 7;
/** The least room between two labels (pixels). */
const gap = 12;

/** How wide a tick's label is drawn, about (the font is the page's: a measure would cost a layout). */
export function labelWidth(label: string): number {
  return label.length * charWidth;
}

function fits(ticks: readonly Tick[]): boolean {
  return ticks.every((tick, index) => {
    const next = ticks[index + 1];
    return !next || next.at - tick.at >= (labelWidth(tick.label) + labelWidth(next.label)) / 2 + gap;
  });
}

/**
 * Every n-th tick, so that no two labels overlap (a phone's narrow axis, twelve months): n is the
 * smallest step at which each kept label has room beside the next.
 */
export function thin(ticks: readonly Tick[]): Tick[] {
  for (let step = 1; step < ticks.length; step++) {
    const kept = ticks.filter((_, index) => index % step === 0);
    if (fits(kept)) return kept;
  }
  return ticks.slice(0, 1);
}
