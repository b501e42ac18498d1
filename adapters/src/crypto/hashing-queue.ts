import { availableParallelism } from 'node:os';
import type { CancellationSignal } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import PQueue from 'p-queue';

export interface HashingQueueOptions {
  /** Hashes computed at once. */
  readonly concurrency: number;
  /** Hashes allowed to wait; one more is refused with 503 / 4041 at once. */
  readonly maxWaiting: number;
  /** What the refusal's Retry-After says. */
  readonly retryAfterSeconds: number;
}

/**
 * argon2 runs on libuv's thread pool (4 threads), which also reads static files and compresses
 * answers. A login flood once filled it, and a `remoteEntry.js` took 28 s. At most half the pool
 * hashes, so files and health checks keep threads of their own.
 */
export const defaultHashingQueueOptions: HashingQueueOptions = {
  concurrency: Math.max(1, Math.min(2, availableParallelism())),
  maxWaiting: 32,
  retryAfterSeconds: 2,
};

/** The client disconnected before its hashing started: the work is dropped, nobody awaits it. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client disconnected before its password was hashed');
    this.name = 'ClientGoneError';
  }
}

/** Runs hashing work with bounded concurrency and a bounded queue, dropping work nobody waits for. */
export function createHashingQueue(options: HashingQueueOptions = defaultHashingQueueOptions) {
  const queue = new PQueue({ concurrency: options.concurrency });
  return async function hashing<T>(work: () => Promise<T>, signal?: CancellationSignal): Promise<T> {
    if (queue.size >= options.maxWaiting) {
      throw new DomainError('serverBusy', { retryAfterSeconds: options.retryAfterSeconds });
    }
    return queue.add(() => {
      // Checked when its turn comes: a client that left while waiting costs no hashing.
      if (signal?.aborted) throw new ClientGoneError();
      return work();
    });
  };
}
