import type { Clock } from '@coach/core';

export const systemClock: Clock = { now: () => new Date() };
