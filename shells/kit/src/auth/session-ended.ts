// A session the server ended (it expired, or was revoked) sends the member to the login page at
// their next step (app.tsx re-runs the guards). Without a word they would not know why they must
// sign in again, nor that nothing they did was lost. Kept in this tab's storage, so a reload on
// the way still says it; said once.

const key = 'coach.sessionEnded';

/** A call that carried the token was answered 401 (api/client.ts, through session.ts). */
export function noteSessionEnded(): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): the login page simply says nothing.
  }
}

/** Whether a session ended since this was last asked; the answer is given once. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(key) !== null;
    sessionStorage.removeItem(key);
    return ended;
  } catch {
    return false;
  }
}
