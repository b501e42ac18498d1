// Processor time for `npm test`'s stage table (scripts/verify.ts). On a 2-core machine the stages
// run side by side and share the cores, so a stage's wall time says as much about its neighbours as
// about itself; its processor time (user + system of everything it started) and PostgreSQL's say
// where the run's work goes, whatever else the machine is doing (docs/adr/0029).
import { readdirSync, readFileSync } from 'node:fs';

/** Seconds of processor time, as the shell's `times` prints them for its children ("1m2.5s 0m3.1s"). */
export function childSecondsFromTimes(printed: string): number | null {
  const children = printed.trim().split('\n')[1];
  const parts = children?.match(/(\d+)m([\d.]+)s/g);
  if (parts?.length !== 2) return null;
  return parts.reduce((sum, part) => {
    const [, minutes = '0', seconds = '0'] = part.match(/(\d+)m([\d.]+)s/) ?? [];
    return sum + Number(minutes) * 60 + Number(seconds);
  }, 0);
}

const ticksPerSecond = 100; // USER_HZ on Linux

/**
 * Processor seconds used so far by PostgreSQL servers on this machine (/proc/PID/stat): each
 * postmaster's own time and its ended backends', and each running backend's own. The difference
 * between two readings is what the servers did in between. Null where /proc cannot tell (another
 * system, or no server on this machine).
 */
export function postgresSecondsSoFar(): number | null {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<string, string[]>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the fields after it are plain.
      const close = stat.lastIndexOf(')');
      stats.set(pid, [stat.slice(stat.indexOf('(') + 1, close), ...stat.slice(close + 2).split(' ')]);
    } catch {
      // The process ended while we looked.
    }
  }
  for (const [, fields] of stats) {
    // fields[0] is the name, fields[2] the parent (stat's 4th field), and stat's fields 14–17 (own
    // user and system time, then that of ended children) are at 12–15 here. A backend still
    // running counts its own time; once it ends, the postmaster's children's time holds it.
    const [name, , parent] = fields;
    if (name !== 'postgres') continue;
    found = true;
    const postmaster = stats.get(parent ?? '')?.[0] !== 'postgres';
    for (const index of postmaster ? [12, 13, 14, 15] : [12, 13]) total += Number(fields[index] ?? 0);
  }
  return found ? total / ticksPerSecond : null;
}
