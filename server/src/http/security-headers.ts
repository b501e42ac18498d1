import { secureHeaders } from 'hono/secure-headers';

/**
 * Powerful browser features the platform never uses, switched off (`feature=()`) for its pages and
 * anything they embed. Card payments will go through the provider's own page, not the Payment
 * Request API; if that changes, `payment` must be opened to that origin.
 */
const permissionsPolicy = {
  accelerometer: false,
  browsingTopics: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
  gyroscope: false,
  hid: false,
  idleDetection: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  serial: false,
  usb: false,
  xrSpatialTracking: false,
};

export interface SecurityHeaderOptions {
  /** Origins the remotes are loaded from, allowed next to 'self' in the CSP. */
  readonly remoteOrigins: readonly string[];
  /** The address users reach (`PUBLIC_BASE_URL`): HSTS is sent only when it is https. */
  readonly publicBaseUrl: string;
}

/**
 * Security headers with a CSP the federated apps can live with: code only from this origin and
 * the remotes' origins, no inline scripts (the runtime configuration travels as a JSON data
 * block), no framing, no plugins.
 *
 * `style-src 'unsafe-inline'` stays because the runtime style injection of module federation and
 * swagger-ui's inline `style` attributes need it; inline styles cannot run code, so the risk is
 * limited to CSS-based tricks on a page that shows no untrusted HTML.
 */
export function securityHeaders({ remoteOrigins, publicBaseUrl }: SecurityHeaderOptions) {
  const withRemotes = (...sources: string[]) => [...sources, ...remoteOrigins];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: withRemotes("'self'"),
      styleSrc: withRemotes("'self'", "'unsafe-inline'"),
      // blob: for previews the page builds from fetched files (a proof's image, a chosen avatar).
      imgSrc: withRemotes("'self'", 'data:', 'blob:'),
      connectSrc: withRemotes("'self'"),
      fontSrc: withRemotes("'self'", 'data:'),
      // A proof of education in PDF is previewed in a frame from a blob URL of the fetched bytes
      // (only PDF, PNG and JPEG are ever stored: the type is checked from the content).
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    // The same as frame-ancestors 'none', for browsers that know only the older header.
    xFrameOptions: 'DENY',
    permissionsPolicy,
    // Decided by the configured address, not the request: behind a TLS-terminating proxy the server
    // itself sees plain http. A plain-http deployment (a local run, the journeys) does not send it:
    // it means nothing there, and would pin the host (often localhost) to https if ever reached so.
    strictTransportSecurity: new URL(publicBaseUrl).protocol === 'https:',
  });
}
