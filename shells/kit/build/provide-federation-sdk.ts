import * as errorCodes from '@module-federation/error-codes';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as sdk from '@module-federation/sdk';

/** Where the host puts them, and where the remotes' builds read them (`hostedRemoteExternals`). */
export const sdkGlobal = '_COACH_FEDERATION_SDK';
export const errorCodesGlobal = '_COACH_FEDERATION_ERROR_CODES';

/**
 * A federation runtime plugin of the host (ADR 0026): it puts the host's copies of the federation
 * SDK and its error texts on the page before any remote loads, so a remote's remoteEntry.js need
 * not carry its own (about 6 KiB gzip each). The same move as Module Federation's own
 * `provideExternalRuntime` for its runtime core, with the same condition: host and remotes are
 * built with the same version of Module Federation, from one lockfile.
 */
export default function provideFederationSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'coach:provide-federation-sdk',
    beforeInit(args) {
      const page = globalThis as unknown as Record<string, unknown>;
      page[sdkGlobal] ??= sdk;
      page[errorCodesGlobal] ??= errorCodes;
      return args;
    },
  };
}
