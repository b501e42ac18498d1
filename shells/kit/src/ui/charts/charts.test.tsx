import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../visually-hidden.css.ts';
import { BarChart } from './bar-chart.tsx';
import { DoughnutChart } from './doughnut-chart.tsx';
import { LineChart } from './line-chart.tsx';
import { labelWidth } from './ticks.ts';

const inEnglish = { path: '/en', lang: 'en' } as const;
const render = (element: React.ReactElement, where: { path: string; lang: 'en' | 'tr' } = inEnglish) =>
  renderRoutes([{ path: '*', element }], where);

/** The chart's image (its accessible name is the chart's label). */
const image = (name: string) => screen.getByRole('img', { name });
const marks = (svg: HTMLElement, selector: string) => [...svg.querySelectorAll<SVGElement>(selector)];
const number = (mark: SVGElement, attribute: string) => Number(mark.getAttribute(attribute));
/** The value axis's labels with their heights, and the category or time axis's labels. */
const tickTexts = (svg: HTMLElement) =>
  marks(svg, 'text').map((text) => ({
    label: text.textContent ?? '',
    x: number(text, 'x'),
    y: number(text, 'y'),
    anchor: text.getAttribute('text-anchor'),
  }));
/** The table's cells, row by row. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('charts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('places the days of a line by their time, not their order, and names the image', () => {
    const score = {
      label: 'Points over time',
      days: ['2026-03-01', '2026-03-02', '2026-11-01'],
      series: [{ label: 'Score', values: [5, -2, 3] }],
    };
    render(<LineChart {...score} stepped />);
    const points = marks(image('Points over time'), 'circle').map((point) => number(point, 'cx'));
    expect(points).toHaveLength(3);
    const [first = 0, second = 0, last = 0] = points;
    // One day out of the 245 from 1 March to 1 November.
    expect((second - first) / (last - first)).toBeCloseTo(1 / 245, 4);
  });

  it('holds a stepped value until the next day, and follows values below zero', () => {
    render(
      <LineChart
        label="Points over time"
        days={['2026-03-01', '2026-03-09']}
        series={[{ label: 'Score', values: [-2, 3] }]}
        stepped
      />,
    );
    const svg = image('Points over time');
    const [from, to] = marks(svg, 'circle').map((point) => [number(point, 'cx'), number(point, 'cy')]);
    const path = marks(svg, 'path')[0]?.getAttribute('d') ?? '';
    const corners = [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    // The corner of the step: the next day's position at the former value.
    expect(
      corners.some(
        ([x = 0, y = 0]) => Math.abs(x - (to?.[0] ?? 0)) < 0.01 && Math.abs(y - (from?.[1] ?? 0)) < 0.01,
      ),
    ).toBe(true);
    const values = tickTexts(svg)
      .filter((tick) => tick.anchor === 'end')
      .map((tick) => Number(tick.label.replace('−', '-')));
    expect(Math.min(...values)).toBeLessThanOrEqual(-2);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(3);
  });

  it('draws one line per series from 0, with a legend, and a table of the same numbers', () => {
    const hours = {
      label: 'Hours coached so far',
      days: ['2026-03-02', '2026-03-09'],
      series: [
        { label: 'Hours', values: [1.5, 3] },
        { label: 'Paid hours', values: [1, 1] },
      ],
    };
    render(<LineChart {...hours} fromZero />);
    const svg = image('Hours coached so far');
    const lines = marks(svg, 'g[data-series]');
    expect(lines.map((line) => line.dataset.series)).toEqual(['Hours', 'Paid hours']);
    expect(lines.map((line) => line.querySelector('path')?.style.stroke)).toEqual([
      vars.color.primary,
      vars.color.accent,
    ]);
    const drawn = lines.map((line) =>
      marks(line as unknown as HTMLElement, 'circle').map((point) => point.dataset.value),
    );
    const table = screen.getByRole('table', { name: 'Hours coached so far' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((day) => day.textContent),
    ).toEqual(['2 Mar 2026', '9 Mar 2026']);
    // Row by row, the values each line draws.
    expect(cells(table)).toEqual([
      [drawn[0]?.[0], drawn[1]?.[0]],
      [drawn[0]?.[1], drawn[1]?.[1]],
    ]);
    expect(cells(table)).toEqual([
      ['1.5', '1'],
      ['3', '1'],
    ]);
    const lowest = tickTexts(svg)
      .filter((tick) => tick.anchor === 'end')
      .sort((a, b) => b.y - a.y)[0];
    expect(lowest?.label).toBe('0');
    expect(screen.getByText('Paid hours', { selector: 'li' })).toBeInTheDocument();
  });

  it('writes the table and the axes in the page’s language', () => {
    render(
      <LineChart
        label="Saatler"
        days={['2026-03-02', '2026-06-02']}
        series={[{ label: 'Saat', values: [1.5, 1200] }]}
      />,
      {
        path: '/',
        lang: 'tr',
      },
    );
    const table = screen.getByRole('table', { name: 'Saatler' });
    expect(cells(table)).toEqual([['1,5'], ['1.200']]);
    expect(within(table).getByRole('rowheader', { name: '2 Haz 2026' })).toBeInTheDocument();
    const labels = tickTexts(image('Saatler')).map((tick) => tick.label);
    expect(labels).toContain('1.200');
    expect(labels.some((label) => /Nis|May|Haz/.test(label))).toBe(true);
  });

  it('draws bars as tall as their values, in the theme’s colour, with the numbers in a table', () => {
    render(
      <BarChart
        label="Sign-ups per month"
        labels={['Jan', 'Feb']}
        series={[{ label: 'Members', values: [4, 9] }]}
      />,
    );
    const svg = image('Sign-ups per month');
    const bars = marks(svg, 'rect');
    expect(bars.map((bar) => bar.dataset.value)).toEqual(['4', '9']);
    const [jan = 0, feb = 0] = bars.map((bar) => number(bar, 'height'));
    expect(jan / feb).toBeCloseTo(4 / 9, 5);
    expect(svg.querySelector<SVGElement>('g[data-series]')?.style.fill).toBe(vars.color.primary);
    const table = screen.getByRole('table', { name: 'Sign-ups per month' });
    expect(cells(table)).toEqual([['4'], ['9']]);
    expect(within(table).getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
  });

  it('leaves out labels that would overlap on a phone’s narrow chart', () => {
    // A phone's width: the chart measures its box.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 320,
      height: 220,
    } as DOMRect);
    const months = Array.from(
      { length: 12 },
      (_, index) =>
        `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][index]} 2026`,
    );
    render(
      <BarChart
        label="Sign-ups per month"
        labels={months}
        series={[{ label: 'Members', values: months.map((_, index) => index) }]}
      />,
    );
    const svg = image('Sign-ups per month');
    expect(svg.getAttribute('viewBox')).toBe('0 0 320 220');
    expect(marks(svg, 'rect')).toHaveLength(12);
    const below = tickTexts(svg).filter((tick) => tick.anchor === 'middle');
    expect(below.length).toBeGreaterThan(1);
    expect(below.length).toBeLessThan(12);
    for (const [index, tick] of below.slice(1).entries()) {
      const before = below[index];
      expect(tick.x - (before?.x ?? 0)).toBeGreaterThan(
        (labelWidth(tick.label) + labelWidth(before?.label ?? '')) / 2,
      );
    }
  });

  it('labels a year of days on a phone with several months, none overlapping', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 324,
      height: 220,
    } as DOMRect);
    render(
      <LineChart
        label="Points over time"
        days={['2025-12-06', '2025-12-07', '2026-07-20', '2026-11-29']}
        series={[{ label: 'Score', values: [0, 5, 11, 11] }]}
        stepped
      />,
    );
    const below = tickTexts(image('Points over time')).filter((tick) => tick.anchor === 'middle');
    expect(below.length).toBeGreaterThanOrEqual(3);
    // The year where the months start: on the first label and on January.
    expect(below[0]?.label).toMatch(/2025|2026/);
    for (const [index, tick] of below.slice(1).entries()) {
      const before = below[index];
      expect(tick.x - (before?.x ?? 0)).toBeGreaterThan(
        (labelWidth(tick.label) + labelWidth(before?.label ?? '')) / 2,
      );
    }
  });

  it('draws a doughnut slice per label in order, with a legend of the numbers', () => {
    render(
      <DoughnutChart
        label="Members by access"
        labels={['Active', 'Passive', 'Locked']}
        series={[{ label: 'Members', values: [10, 0, 2] }]}
      />,
    );
    const slices = marks(image('Members by access'), 'path');
    expect(slices.map((slice) => slice.dataset.value)).toEqual(['10', '0', '2']);
    expect(slices.map((slice) => slice.style.fill)).toEqual([
      vars.color.primary,
      vars.color.accent,
      vars.color.info,
    ]);
    const table = screen.getByRole('table', { name: 'Members by access' });
    expect(cells(table)).toEqual([['10'], ['0'], ['2']]);
    expect(screen.getByText('Locked', { selector: 'li' })).toHaveTextContent('Locked2');
  });

  it('keeps the table out of sight through a clipping wrapper, and shows it when asked by keyboard', async () => {
    render(
      <BarChart label="Sign-ups per month" labels={['Jan']} series={[{ label: 'Members', values: [4] }]} />,
    );
    const table = screen.getByRole('table', { name: 'Sign-ups per month' });
    // A table keeps its content's width whatever its own width says (it made a phone's page scroll
    // sideways): the wrapper is what clips it.
    expect(table).not.toHaveClass(visuallyHidden);
    expect(table.parentElement).toHaveClass(visuallyHidden);
    const user = userEvent.setup();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(table.parentElement).not.toHaveClass(visuallyHidden);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
  });
});
