// One fixed-duration load run with autocannon against a URL on loopback; bounded in time.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered, and the seconds the run took. */
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  /** Every response's time in ms is pushed here (to pool percentiles over several rounds). */
  readonly latencies?: number[];
}

export async function load(
  url: string,
  token: string,
  seconds: number,
  connections = 32,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const { latencies } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    if (latencies) run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks; the command name (field 2) may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
