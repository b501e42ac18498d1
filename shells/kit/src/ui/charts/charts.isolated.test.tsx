import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { visuallyHidden } from '../visually-hidden.css.ts';
import { BarChart, DoughnutChart, LineChart } from './charts.tsx';

// happy-dom has no canvas: a stand-in Chart records what it was asked to draw.
const drawn = vi.hoisted(() => ({
  charts: [] as FakeChart[],
  registered: [] as unknown[],
  withoutContext: false,
}));
type FakeChart = {
  config: { type: string; data: unknown; options: Record<string, unknown> };
  updates: number;
  destroyed: boolean;
};

vi.mock('chart.js', () => {
  class Chart {
    static register(...items: unknown[]) {
      drawn.registered.push(...items);
    }
    config: FakeChart['config'];
    data: unknown;
    options: Record<string, unknown>;
    updates = 0;
    destroyed = false;
    /** chart.js leaves it null when the canvas gives no drawing context. */
    ctx: object | null = drawn.withoutContext ? null : {};
    constructor(_canvas: HTMLCanvasElement, config: FakeChart['config']) {
      this.config = config;
      this.data = config.data;
      this.options = config.options;
      drawn.charts.push(this as unknown as FakeChart);
    }
    update() {
      this.updates++;
      this.config = { ...this.config, data: this.data, options: this.options };
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const part = (name: string) => ({ id: name });
  return {
    Chart,
    BarController: part('bar'),
    BarElement: part('barElement'),
    CategoryScale: part('category'),
    LinearScale: part('linear'),
    DoughnutController: part('doughnut'),
    ArcElement: part('arc'),
    LineController: part('line'),
    LineElement: part('lineElement'),
    PointElement: part('point'),
    Tooltip: part('tooltip'),
    Legend: part('legend'),
  };
});

function setColor(name: string, value: string) {
  document.documentElement.style.setProperty(`--coach-color-${name}`, value);
}

function matchMediaWith(reduced: boolean) {
  return (query: string) =>
    ({
      matches: query.includes('reduced-motion') ? reduced : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function Changing() {
  const [months, setMonths] = useState(signUps);
  return (
    <>
      <BarChart {...months} />
      <button
        type="button"
        onClick={() =>
          setMonths({
            ...signUps,
            labels: ['Jan', 'Feb', 'Mar'],
            series: [{ label: 'Members', values: [4, 9, 2] }],
          })
        }
      >
        March too
      </button>
    </>
  );
}

const signUps = {
  label: 'Sign-ups per month',
  labels: ['Jan', 'Feb'],
  series: [{ label: 'Members', values: [4, 9] }],
};

describe('charts', () => {
  beforeEach(() => {
    drawn.charts.length = 0;
    drawn.withoutContext = false;
    setColor('primary', '#9b1c1c');
    setColor('text', '#1f1a1a');
  });
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('draws a bar chart in the theme colours and always offers the numbers as a table', async () => {
    renderRoutes([{ path: '*', element: <BarChart {...signUps} /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    const chart = drawn.charts[0];
    expect(chart?.config.type).toBe('bar');
    expect(chart?.config.data).toMatchObject({
      labels: ['Jan', 'Feb'],
      datasets: [{ label: 'Members', data: [4, 9], backgroundColor: '#9b1c1c' }],
    });
    const table = screen.getByRole('table', { name: 'Sign-ups per month' });
    expect(within(table).getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '9' })).toBeInTheDocument();
  });

  it('draws a stepped line that may go below zero, with two entries of one day as two rows', async () => {
    const balance = {
      label: 'Points over time',
      labels: ['1 Mar', '1 Mar', '9 Mar'],
      series: [{ label: 'Score', values: [5, -2, 3] }],
    };
    renderRoutes([{ path: '*', element: <LineChart {...balance} stepped /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    const chart = drawn.charts[0];
    expect(chart?.config.type).toBe('line');
    expect(chart?.config.data).toMatchObject({
      labels: ['1 Mar', '1 Mar', '9 Mar'],
      datasets: [{ label: 'Score', data: [5, -2, 3], borderColor: '#9b1c1c', stepped: 'before' }],
    });
    expect(chart?.config.options).toMatchObject({ scales: { y: { beginAtZero: false } } });
    const table = screen.getByRole('table', { name: 'Points over time' });
    expect(within(table).getAllByRole('rowheader', { name: '1 Mar' })).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: '-2' })).toBeInTheDocument();
  });

  it('draws a growing total from zero, one line per series, each with its column in the table', async () => {
    const hours = {
      label: 'Hours coached so far',
      labels: ['2 Mar 2026', '9 Mar 2026'],
      series: [
        { label: 'Hours', values: [1.5, 3] },
        { label: 'Paid hours', values: [1, 1] },
      ],
    };
    renderRoutes([{ path: '*', element: <LineChart {...hours} fromZero /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    const chart = drawn.charts[0];
    expect(chart?.config.data).toMatchObject({
      datasets: [
        { label: 'Hours', data: [1.5, 3], stepped: false },
        { label: 'Paid hours', data: [1, 1] },
      ],
    });
    expect(chart?.config.options).toMatchObject({
      scales: { y: { beginAtZero: true } },
      plugins: { legend: { display: true } },
    });
    const table = screen.getByRole('table', { name: 'Hours coached so far' });
    expect(within(table).getByRole('columnheader', { name: 'Paid hours' })).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: '2 Mar 2026' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.5', '1']);
  });

  it('writes the numbers of the table in the page’s language', async () => {
    const hours = { label: 'Saatler', labels: ['2 Mar 2026'], series: [{ label: 'Saat', values: [1.5] }] };
    renderRoutes([{ path: '*', element: <LineChart {...hours} /> }], { path: '/', lang: 'tr' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    expect(
      within(screen.getByRole('table', { name: 'Saatler' })).getByRole('cell', { name: '1,5' }),
    ).toBeInTheDocument();
  });

  it('shows the numbers as a visible table when the canvas cannot draw', async () => {
    drawn.withoutContext = true;
    renderRoutes([{ path: '*', element: <Changing /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    const table = await screen.findByRole('table', { name: 'Sign-ups per month' });
    await waitFor(() => expect(table).not.toHaveClass(visuallyHidden));
    await userEvent.setup().click(screen.getByRole('button', { name: 'March too' }));
    expect(await screen.findByRole('rowheader', { name: 'Mar' })).toBeInTheDocument();
    expect(drawn.charts[0]?.updates).toBe(0);
  });

  it('redraws in the new colours when the theme changes', async () => {
    renderRoutes([{ path: '*', element: <DoughnutChart {...signUps} /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    setColor('primary', '#f28b82');
    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await waitFor(() => expect(drawn.charts[0]?.updates).toBeGreaterThan(0));
    const data = drawn.charts[0]?.config.data as { datasets: { backgroundColor: string[] }[] };
    expect(data.datasets[0]?.backgroundColor[0]).toBe('#f28b82');
  });

  it('does not animate when the user asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWith(true));
    renderRoutes([{ path: '*', element: <BarChart {...signUps} /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    expect(drawn.charts[0]?.config.options.animation).toBe(false);
  });

  it('updates in place when the numbers change and lets go of the chart when it leaves', async () => {
    const user = userEvent.setup();
    const view = renderRoutes([{ path: '*', element: <Changing /> }], { path: '/en', lang: 'en' });
    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'March too' }));
    await waitFor(() =>
      expect(drawn.charts[0]?.config.data).toMatchObject({ labels: ['Jan', 'Feb', 'Mar'] }),
    );
    expect(drawn.charts).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Mar' })).toBeInTheDocument();
    view.unmount();
    expect(drawn.charts[0]?.destroyed).toBe(true);
  });
});
