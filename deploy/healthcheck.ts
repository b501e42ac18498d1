// The image's HEALTHCHECK: asks this container's server for a health path (default: liveness,
// /api/health) and exits 0 on a 2xx, 1 otherwise. Written in Node because the slim image has no
// curl or wget. The liveness probe, not readiness: an orchestrator that replaces an unhealthy
// container must not replace every instance while PostgreSQL is away, an outage the server heals
// from by itself (ADR 0037); the proxy and a load balancer ask /api/health/ready.
const port = process.env.PORT ?? '3000';
const path = process.argv[2] ?? '/api/health';
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) });
  process.exitCode = response.ok ? 0 : 1;
} catch {
  process.exitCode = 1;
}
