import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics.ts';

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request figures', () => {
  it('are a Prometheus histogram: cumulative buckets, +Inf, sum and count per route, method and status class', () => {
    const metrics = new RequestMetrics();
    for (const seconds of [0.004, 0.12, 20]) metrics.record('/api/accounts/:accountId', 'GET', 200, seconds);
    metrics.record('/api/accounts/:accountId', 'GET', 404, 0.002);
    const text = metrics.exposition();
    const labels = 'route="/api/accounts/:accountId",method="GET",status_class="2xx"';
    const bucket = (le: string) =>
      sample(text, `coach_http_request_duration_seconds_bucket{${labels},le="${le}"}`);
    expect([bucket('0.005'), bucket('0.1'), bucket('0.15'), bucket('10'), bucket('+Inf')]).toEqual([
      1, 1, 2, 2, 3,
    ]);
    expect(sample(text, `coach_http_request_duration_seconds_sum{${labels}}`)).toBeCloseTo(20.124);
    expect(sample(text, `coach_http_request_duration_seconds_count{${labels}}`)).toBe(3);
    expect(sample(text, `coach_http_requests_total{${labels}}`)).toBe(3);
    expect(
      sample(
        text,
        'coach_http_requests_total{route="/api/accounts/:accountId",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toMatch(/^# TYPE coach_http_requests_total counter$/m);
    expect(text).toMatch(/^# TYPE coach_http_request_duration_seconds histogram$/m);
  });

  it('stay bounded: unknown methods are `other`, and past 500 routes the rest are counted as one', () => {
    const metrics = new RequestMetrics();
    metrics.record('*', 'PROPFIND', 405, 0.001);
    for (let index = 0; index < 600; index += 1) metrics.record(`/route-${index}`, 'GET', 200, 0.001);
    const text = metrics.exposition();
    expect(sample(text, 'coach_http_requests_total{route="*",method="other",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'coach_http_requests_total{route="other",method="GET",status_class="2xx"}')).toBe(
      101,
    );
    expect(text.split('\n').filter((line) => line.startsWith('coach_http_requests_total{')).length).toBe(501);
  });

  it('escape a route’s backslash, quote and line feed in the label', () => {
    const metrics = new RequestMetrics();
    metrics.record('/a"b\\c\nd', 'GET', 200, 0.001);
    expect(metrics.exposition()).toContain('route="/a\\"b\\\\c\\nd"');
  });
});
