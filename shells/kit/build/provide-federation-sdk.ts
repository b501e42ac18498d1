import * as errorCodes from '@module-federation/error-codes';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';

/** Where the host puts them, and where the remotes' builds read them (`hostedRemoteExternals`). */
export const sdkGlobal = '_COACH_FEDERATION_SDK';
export const errorCodesGlobal = '_COACH_FEDERATION_ERROR_CODES';

/**
 * What a hosted remote's federation runtime takes from the SDK: its webpack-bundler-runtime
 * imports these two and nothing else. Lending them alone, not the whole SDK, keeps the parts no
 * one on the page uses (the Node.js script loaders, the build plugins' helpers) out of the host's
 * entry: 29.5 → 27.8 KiB gzip. provide-federation-sdk.test.ts fails if a Module Federation upgrade
 * makes the remotes' runtime import anything else.
 */
export const lentSdk = { ENCODE_NAME_PREFIX, decodeName };

/**
 * A federation runtime plugin of the host (ADR 0026): it puts the host's copies of the federation
 * SDK's lent parts and its error texts on the page before any remote loads, so a remote's
 * remoteEntry.js need not carry its own (about 6 KiB gzip each). The same move as Module
 * Federation's own `provideExternalRuntime` for its runtime core, with the same condition: host and
 * remotes are built with the same version of Module Federation, from one lockfile.
 */
export default function provideFederationSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'coach:provide-federation-sdk',
    beforeInit(args) {
      const page = globalThis as unknown as Record<string, unknown>;
      page[sdkGlobal] ??= lentSdk;
      page[errorCodesGlobal] ??= errorCodes;
      return args;
    },
  };
}
