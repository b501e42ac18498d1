import { openTestDatabase } from '@coach/adapters/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createMetrics, type Metrics } from '../metrics/metrics.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { serveMetricsPort } from './metrics.ts';

const token = 'metrics-token-0123456789abcdef';

/** The value of one sample of the exposition, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const healthCount = 'coach_http_requests_total{route="/api/health",method="GET",status_class="2xx"}';

describe('/metrics', () => {
  let testApp: TestApp;
  let metrics: Metrics;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { METRICS_TOKEN: token } });
    metrics = createMetrics(testApp.composition.database);
    testApp.composition.operations.onJobRun((run) => metrics.recordJobRun(run));
  });
  afterAll(() => testApp.close());

  function appWith(metricsConfig: { port: number | undefined; token: string | undefined }) {
    const { composition } = testApp;
    return buildApp({
      ports: composition.ports,
      databaseIsReachable: composition.database.isReachable,
      logger: composition.logger,
      config: composition.config,
      sandboxPayments: composition.sandboxPayments,
      metrics: { metrics, config: metricsConfig },
    });
  }

  it('on the public port: refused without the token, served with it; a request moves its count, by route pattern', async () => {
    const app = appWith({ port: undefined, token });
    const without = await app.request('/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await without.text()).not.toMatch(/coach_/);
    const wrong = await app.request('/metrics', { headers: { Authorization: `Bearer ${token}x` } });
    expect(wrong.status).toBe(401);

    const scrape = async () => {
      const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    const before = sample(await scrape(), healthCount) ?? 0;
    expect((await app.request('/api/health')).status).toBe(200);
    // A raw path with a secret in it is counted under its route's pattern only.
    expect((await app.request('/api/payment/sandbox/not-a-real-token-42')).status).toBeGreaterThanOrEqual(
      400,
    );
    const after = await scrape();
    expect(sample(after, healthCount)).toBe(before + 1);
    expect(after).toMatch(
      /coach_http_requests_total\{route="\/api\/payment\/sandbox\/:token",method="GET",status_class="4xx"\} 1\n/,
    );
    expect(after).not.toContain('not-a-real-token-42');
    expect(
      sample(
        after,
        'coach_http_request_duration_seconds_bucket{route="/api/health",method="GET",status_class="2xx",le="+Inf"}',
      ),
    ).toBe(before + 1);

    // The database's figures, read at the scrape, and Node's own.
    expect(sample(after, 'coach_database_up')).toBe(1);
    expect(sample(after, 'coach_outbox_mails{status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'coach_outbox_mails{status="failed"}')).toBe(0);
    expect(sample(after, 'coach_db_pool_max_connections')).toBe(1);
    expect(sample(after, 'coach_db_pglite_waiting_calls')).toBeGreaterThanOrEqual(0);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('counts job runs by job and outcome (an administrator’s “run now” here)', async () => {
    const run = await testApp.composition.ports.jobDirectory.run?.('jobRuns.purge');
    expect(run?.status).toBe('ran');
    const text = await metrics.render();
    expect(sample(text, 'coach_job_runs_total{job="jobRuns.purge",outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'coach_job_run_duration_seconds_count{job="jobRuns.purge"}')).toBe(1);
  });

  it('with METRICS_PORT: not on the public port, only on its own', async () => {
    const app = appWith({ port: 9464, token: undefined });
    const publicAnswer = await app.request('/metrics');
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toMatch(/coach_/);

    const own = await serveMetricsPort(metrics, { port: 0, token });
    try {
      const base = `http://127.0.0.1:${own.port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const served = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(served.status).toBe(200);
      expect(await served.text()).toMatch(/^coach_database_up 1$/m);
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });

  it('is configured on purpose: a port of its own (not PORT) or a token long enough', () => {
    expect(readConfig({}).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, token: undefined });
    expect(readConfig({ METRICS_TOKEN: token }).metrics).toEqual({ port: undefined, token });
    expect(() => readConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => readConfig({ METRICS_PORT: 'ninety' })).toThrow();
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, the pool: its size and this process’s connections by state',
    async () => {
      const postgres = await openTestDatabase('postgres');
      try {
        const text = await createMetrics(postgres.database).render();
        expect(sample(text, 'coach_database_up')).toBe(1);
        expect(sample(text, 'coach_db_pool_max_connections')).toBe(10);
        // The scrape's own statement is running on one of them.
        expect(sample(text, 'coach_db_pool_connections{state="active"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'coach_outbox_mails{status="pending"}')).toBe(0);
      } finally {
        await postgres.dispose();
      }
    },
  );
});
