/**
 * Upper bounds of the duration buckets, in seconds. 0.1, 0.15 and 0.3 are the budgets of issue 29
 * (a member's own page, a list page, a dashboard), so a quantile near a budget is read exactly.
 */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.3, 0.5, 1, 2.5, 5, 10] as const;

/** Labels of a method: the ones the API and the pages use, and `other` for anything else. */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const;
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const slotsPerRoute = methods.length * statusClasses.length;

/**
 * Route patterns are the application's own ('/api/accounts/:accountId', '*'), never a raw path, so
 * their number is bounded by the code; this is a guard against a mistake that would make it not.
 */
const maxRoutes = 500;
const overflowRoute = 'other';

function methodIndex(method: string): number {
  switch (method) {
    case 'GET':
      return 0;
    case 'HEAD':
      return 1;
    case 'POST':
      return 2;
    case 'PUT':
      return 3;
    case 'PATCH':
      return 4;
    case 'DELETE':
      return 5;
    case 'OPTIONS':
      return 6;
    default:
      return 7;
  }
}

function statusClassIndex(status: number): number {
  const index = Math.trunc(status / 100) - 1;
  return Math.max(0, Math.min(index, 4));
}

/** One series: requests of one route, method and status class. */
interface Series {
  readonly route: string;
  readonly method: string;
  readonly statusClass: string;
  count: number;
  sum: number;
  /** Requests per bucket (not cumulative); the last one is above every bound (+Inf). */
  readonly buckets: Float64Array;
}

/**
 * Request counts and durations by route pattern, method and status class, kept in plain numbers:
 * after a series' first request, recording one allocates nothing (no label object, no key string,
 * no closure), which prom-client's own `observe(labels, value)` does on every call. The API's
 * overhead is measured against a bare server (issue 29), and this runs on every request.
 */
export class RequestMetrics {
  readonly #byRoute = new Map<string, (Series | undefined)[]>();

  record(route: string, method: string, status: number, seconds: number): void {
    let slots = this.#byRoute.get(route);
    if (slots === undefined) {
      if (this.#byRoute.size >= maxRoutes && route !== overflowRoute) {
        this.record(overflowRoute, method, status, seconds);
        return;
      }
      slots = new Array<Series | undefined>(slotsPerRoute);
      this.#byRoute.set(route, slots);
    }
    const m = methodIndex(method);
    const s = statusClassIndex(status);
    const slot = m * statusClasses.length + s;
    let series = slots[slot];
    if (series === undefined) {
      series = {
        route,
        method: methods[m] as string,
        statusClass: statusClasses[s] as string,
        count: 0,
        sum: 0,
        buckets: new Float64Array(durationBuckets.length + 1),
      };
      slots[slot] = series;
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < durationBuckets.length && seconds > (durationBuckets[bucket] as number)) bucket += 1;
    const { buckets } = series;
    buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }

  *#series(): Generator<Series> {
    for (const slots of this.#byRoute.values()) {
      for (const series of slots) if (series !== undefined) yield series;
    }
  }

  /**
   * The Prometheus text of `coach_http_requests_total` and `coach_http_request_duration_seconds`,
   * appended to the registry's own (prom-client's registry takes only its own metric classes).
   */
  exposition(): string {
    const counts = [
      '# HELP coach_http_requests_total HTTP requests answered, by route pattern, method and status class',
      '# TYPE coach_http_requests_total counter',
    ];
    const durations = [
      '# HELP coach_http_request_duration_seconds Time from a request reaching the application to its answer, by route pattern, method and status class',
      '# TYPE coach_http_request_duration_seconds histogram',
    ];
    for (const series of this.#series()) {
      const labels = `route="${escapeLabel(series.route)}",method="${series.method}",status_class="${series.statusClass}"`;
      counts.push(`coach_http_requests_total{${labels}} ${series.count}`);
      let cumulative = 0;
      durationBuckets.forEach((bound, index) => {
        cumulative += series.buckets[index] as number;
        durations.push(`coach_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${cumulative}`);
      });
      durations.push(`coach_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${series.count}`);
      durations.push(`coach_http_request_duration_seconds_sum{${labels}} ${series.sum}`);
      durations.push(`coach_http_request_duration_seconds_count{${labels}} ${series.count}`);
    }
    return `${counts.join('\n')}\n\n${durations.join('\n')}\n`;
  }
}

/** A label value in the text format: backslash, double quote and line feed escaped. */
function escapeLabel(value: string): string {
  return value.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}
