/** A label on an axis, at its position (pixels). */
export type Tick = { at: number; label: string };

/** The axes' text size (pixels), and an estimate of a character's width at that size. */
export const fontSize = 12;
const charWidth = 7;

/** How wide a tick's label is drawn, about (the font is the page's: a measure would cost a layout). */
export function labelWidth(label: string): number {
  return label.length * charWidth;
}

/**
 * Every n-th tick, so that no two labels overlap (a phone's narrow axis, twelve months): n is the
 * smallest step at which the widest label fits between two ticks, with a gap.
 */
export function thin(ticks: readonly Tick[]): Tick[] {
  if (ticks.length < 2) return [...ticks];
  const widest = Math.max(...ticks.map((tick) => labelWidth(tick.label)));
  const spacing = Math.min(
    ...ticks.slice(1).map((tick, index) => tick.at - (ticks[index]?.at ?? Number.NEGATIVE_INFINITY)),
  );
  const step = Math.max(1, Math.ceil((widest + 12) / spacing));
  return ticks.filter((_, index) => index % step === 0);
}
