/** One event of a calendar file, with every text already written in the reader's language. */
export interface CalendarEvent {
  /** Stable across changes (RFC 5545 UID): the scheduled session's id. */
  readonly id: string;
  /** Goes up by one with each change sent (RFC 5545 SEQUENCE). */
  readonly sequence: number;
  readonly startsAt: Date;
  readonly minutes: number;
  readonly cancelled: boolean;
  readonly summary: string;
  readonly description: string;
  /** The project's page in the platform, as a path (the adapter makes it absolute). */
  readonly url: string;
  readonly updatedAt: Date;
}

/** A member's subscribed calendar: their sessions, published (METHOD:PUBLISH) without attendees. */
export interface CalendarFeedToWrite {
  readonly name: string;
  readonly events: readonly CalendarEvent[];
}

/** Writes iCalendar files (RFC 5545) with a maintained library (ADR 0056). */
export interface CalendarFiles {
  /** The feed as UTF-8 bytes. */
  feed(feed: CalendarFeedToWrite): Promise<Uint8Array<ArrayBuffer>>;
}
