import { realServer } from '@coach/kit/test/real-server.ts';

// A demo member's own calls on the real server (ADR 0046), for a test to arrange what only that
// member can do: the front-end API keeps a session for the first member alone (Ayşe), so another
// signs in with the demo password, as on the login page, and calls the API as the app would.

/** A call to the API with `token` (none: signed out) that answers its data, or throws the refusal. */
export async function call(path: string, token: string | null, body: unknown, method = 'POST') {
  const answer = await fetch(`http://localhost:3000/api/${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { data: unknown };
  if (!answer.ok) throw new Error(`${path} was refused: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** The token of a new session of the demo member with `email` (every demo member shares a password). */
export async function signedInDemoMember(email: string): Promise<string> {
  const { password } = (await realServer()).accounts.member;
  const { token } = (await call('auth/login', null, { email, password })) as { token: string };
  return token;
}

/** The demo member with `email` asks to coach in `languages`, as the member's projects page would. */
export async function requestToCoachAs(email: string, languages: ('tr' | 'en')[]): Promise<void> {
  await call('projectrequests/requestforcoach', await signedInDemoMember(email), { languages });
}

/** The demo member with `email` asks to be coached in `languages`, as the member's projects page would. */
export async function requestToBeCoachedAs(email: string, languages: ('tr' | 'en')[]): Promise<void> {
  await call('projectrequests/requestforcoachee', await signedInDemoMember(email), { languages });
}

/** The demo member with `email` enters the start of their coach training, as their settings page would. */
export async function enterTrainingStartAs(email: string, trainingStartedOn: string): Promise<void> {
  const token = await signedInDemoMember(email);
  await call('coachinglog/preferences', token, { trainingStartedOn, shareEmailWithCoaches: false }, 'PUT');
}
