import { setTimeout as delay } from 'node:timers/promises';
import type { Timer } from '@coach/core';

/** Node's timers: a wait that holds nothing (no connection, no lock) while it runs. */
export const systemTimer: Timer = {
  async wait(milliseconds) {
    await delay(milliseconds);
  },
};
