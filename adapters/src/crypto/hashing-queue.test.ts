import { describe, expect, it } from 'vitest';
import { ClientGoneError, createHashingQueue } from './hashing-queue.ts';

/** Work that finishes when the test says so. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, work: () => opened.then(() => 'hashed') };
}

describe('hashing queue', () => {
  it('runs at most `concurrency` hashes at once and refuses past `maxWaiting` with 503 / 4041', async () => {
    const hashing = createHashingQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 3 });
    const first = gate();
    let started = 0;
    const counted = (work: () => Promise<string>) => () => {
      started += 1;
      return work();
    };
    const running = hashing(counted(first.work));
    const waiting = [hashing(counted(first.work)), hashing(counted(first.work))];
    await Promise.resolve();
    expect(started).toBe(1);
    await expect(hashing(counted(first.work))).rejects.toMatchObject({
      code: 4041,
      data: { retryAfterSeconds: 3 },
    });
    first.open();
    await expect(Promise.all([running, ...waiting])).resolves.toEqual(['hashed', 'hashed', 'hashed']);
    expect(started).toBe(3);
  });

  it('drops the work of a client that left while it waited', async () => {
    const hashing = createHashingQueue({ concurrency: 1, maxWaiting: 5, retryAfterSeconds: 1 });
    const first = gate();
    const running = hashing(first.work);
    const controller = new AbortController();
    let ran = false;
    const abandoned = hashing(async () => {
      ran = true;
      return 'hashed';
    }, controller.signal);
    controller.abort();
    first.open();
    await running;
    await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
    expect(ran).toBe(false);
  });
});
