import type { UseCaseContext } from '../../shared/context.ts';

/** About this many updates per phase: enough for a smooth bar, few enough to cost nothing. */
const updatesPerPhase = 100;

/**
 * Reports a phase's progress to `ctx.progress` (when someone watches): at the start, after every
 * hundredth of the items and at the end. Answers the function to call after each item.
 */
export function phaseProgress(ctx: UseCaseContext, phase: string, total: number): (done: number) => void {
  const report = ctx.progress;
  if (!report) return () => {};
  const step = Math.max(1, Math.ceil(total / updatesPerPhase));
  report({ phase, done: 0, total });
  return (done) => {
    if (done === total || done % step === 0) report({ phase, done, total });
  };
}
