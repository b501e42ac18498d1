import { parentPort } from 'node:worker_threads';
import type { ScriptedOutcome } from '@coach/adapters/testing/scripted-payment-gateway';
import * as core from '@coach/core';
import { createFrontEndApi } from './front-end-api.ts';
import type { FromTests, ToTests } from './front-end-api-thread.ts';

// The front-end API's own thread (front-end-api-thread.ts says why): it answers the test process's
// messages, one at a time or many at once, each with the id it came with.

const port = parentPort;
if (!port) throw new Error('front-end-api-worker.ts runs as a worker thread');

const api = await createFrontEndApi();
port.postMessage({ kind: 'ready', accounts: api.accounts, start: api.clock.now() } satisfies ToTests);

port.on('message', async (message: FromTests) => {
  try {
    const result = await handle(message);
    port.postMessage({ kind: 'done', id: message.id, result } satisfies ToTests, transfersOf(result));
  } catch (error) {
    port.postMessage({ kind: 'failed', id: message.id, error: String((error as Error)?.stack ?? error) });
  }
});

async function handle(message: FromTests): Promise<unknown> {
  switch (message.kind) {
    case 'fetch': {
      const { method, url, headers, body } = message.request;
      const response = await api.fetch(new Request(url, { method, headers, body }));
      return {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: response.body ? await response.arrayBuffer() : null,
      };
    }
    case 'reset':
      return api.reset();
    case 'run': {
      const useCase = (core as Record<string, unknown>)[message.useCase];
      if (!isUseCase(useCase)) throw new Error(`@coach/core exports no use case named ${message.useCase}`);
      return api.run(useCase, message.input as never, { as: message.as });
    }
    case 'setClock':
      api.clock.set(new Date(message.at));
      return null;
    case 'advanceClock':
      api.clock.advanceSeconds(message.seconds);
      return null;
    case 'scriptPayment':
      if (message.token) api.payments.script(message.token, message.outcome as ScriptedOutcome);
      else api.payments.scriptNext(message.outcome as ScriptedOutcome);
      return null;
    case 'checkoutOnTheSandbox':
      api.checkoutOnTheSandbox();
      return null;
    case 'refusePaymentStarts':
      api.payments.refuseToStart(message.count);
      return null;
    case 'offerIdentityProviders':
      api.identityProviders.offer(message.providers);
      return null;
    case 'cutOffIdentityProvider':
      api.identityProviders.cutOff(message.provider);
      return null;
    case 'returnFromProvider':
      return api.returnFromProvider(message.trip);
  }
}

function isUseCase(value: unknown): value is core.AnyUseCase {
  return (
    typeof value === 'object' && value !== null && 'run' in value && 'access' in value && 'input' in value
  );
}

/** A body goes across without a copy. */
function transfersOf(result: unknown): ArrayBuffer[] {
  const body = (result as { body?: unknown } | null)?.body;
  return body instanceof ArrayBuffer ? [body] : [];
}
