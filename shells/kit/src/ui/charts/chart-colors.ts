import { vars } from '../../theme/contract.css.ts';

/**
 * The series' colours: the brand, the accent set, then the status colours. They are the theme's
 * CSS variables, which the SVG reads itself: light and dark, and the accent sets, apply without
 * anything to read or redraw.
 */
const seriesColors = [
  vars.color.primary,
  vars.color.accent,
  vars.color.info,
  vars.color.success,
  vars.color.warning,
  vars.color.danger,
  vars.color.textMuted,
];

export function seriesColor(index: number): string {
  return seriesColors[index % seriesColors.length] ?? vars.color.text;
}

/** A legend for charts of several series, in their colours; a single series needs none. */
export function seriesLegend(series: readonly { readonly label: string }[]) {
  return series.length > 1
    ? series.map((one, index) => ({ label: one.label, color: seriesColor(index) }))
    : undefined;
}
