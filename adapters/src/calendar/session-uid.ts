/** The names calendar files give sessions (kept apart from ical-generator, which loads with the first file). */

/** The UID of a scheduled session: the same for its invite, its updates and the feeds. */
export function sessionUid(scheduledSessionId: string, domain: string): string {
  return `${scheduledSessionId}@${domain}`;
}

/** The host of an address, for UIDs (`localhost` when it has none). */
export function domainOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
