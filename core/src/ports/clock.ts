/** The current time; injected so that tests can move time (session expiry, sign-in lock). */
export interface Clock {
  now(): Date;
}
