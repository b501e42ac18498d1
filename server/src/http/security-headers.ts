import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers with a CSP the federated apps can live with: code only from this origin and
 * the remotes' origins, no inline scripts (the runtime configuration travels as a JSON data
 * block), no framing, no plugins.
 *
 * `style-src 'unsafe-inline'` stays because the runtime style injection of module federation and
 * swagger-ui's inline `style` attributes need it; inline styles cannot run code, so the risk is
 * limited to CSS-based tricks on a page that shows no untrusted HTML.
 */
export function securityHeaders(remoteOrigins: readonly string[]) {
  const withRemotes = (...sources: string[]) => [...sources, ...remoteOrigins];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: withRemotes("'self'"),
      styleSrc: withRemotes("'self'", "'unsafe-inline'"),
      imgSrc: withRemotes("'self'", 'data:'),
      connectSrc: withRemotes("'self'"),
      fontSrc: withRemotes("'self'", 'data:'),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  });
}
