/**
 * Waits in real time. Core waits only for a state it cannot be told about: a sign-in whose places
 * are all held by password checks in flight waits for them to settle, then reads the series again
 * (ADR 0036). The movable test clock does not move with it: a wait is for other work, not for time.
 */
export interface Timer {
  wait(milliseconds: number): Promise<void>;
}
