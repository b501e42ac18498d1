import type { CalendarFiles } from '@coach/core';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { domainOf, sessionUid } from './session-uid.ts';

/**
 * iCalendar files (RFC 5545) with ical-generator (ADR 0056). Times are written in UTC (`…Z`), which
 * every calendar shows in its reader's own zone: Istanbul has had one offset all year since 2016,
 * but a UTC time needs no VTIMEZONE to be right, whatever the zone rules become.
 */

const prodId = { company: 'Coaching Hours', product: 'sessions', language: 'EN' };

export interface InviteToWrite {
  readonly uid: string;
  readonly sequence: number;
  readonly method: 'REQUEST' | 'CANCEL';
  readonly startsAt: Date;
  readonly minutes: number;
  /** When this version was made (DTSTAMP): the same data writes the same file. */
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
  readonly url: string;
  /** The platform's no-reply address: neither partner's address is the organizer. */
  readonly organizer: { readonly name: string; readonly email: string };
  /** The recipient alone, on their own copy. */
  readonly attendee: { readonly name: string; readonly email: string };
}

/** One session's invite (METHOD:REQUEST) or its cancellation (METHOD:CANCEL), for a mail. */
export function inviteIcs(invite: InviteToWrite): string {
  const calendar = ical({
    prodId,
    method: invite.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start: invite.startsAt,
    end: new Date(invite.startsAt.getTime() + invite.minutes * 60_000),
    stamp: invite.stamp,
    summary: invite.summary,
    description: invite.description,
    url: invite.url,
    status: invite.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invite.organizer,
    attendees: [
      {
        name: invite.attendee.name,
        email: invite.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

export interface IcalCalendarFilesOptions {
  /** Where readers reach the platform (PUBLIC_BASE_URL): links and the UIDs' domain. */
  readonly publicBaseUrl: string;
}

/** A member's feed (METHOD:PUBLISH): their sessions, no attendee, no address of anyone. */
export function createIcalCalendarFiles({ publicBaseUrl }: IcalCalendarFilesOptions): CalendarFiles {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const domain = domainOf(publicBaseUrl);
  return {
    async feed({ name, events }) {
      const calendar = ical({
        prodId,
        name,
        method: ICalCalendarMethod.PUBLISH,
        // Calendar apps poll a subscribed feed; an hour is what they are told to wait at least.
        ttl: 3600,
      });
      for (const event of events) {
        calendar.createEvent({
          id: sessionUid(event.id, domain),
          sequence: event.sequence,
          start: event.startsAt,
          end: new Date(event.startsAt.getTime() + event.minutes * 60_000),
          stamp: event.updatedAt,
          summary: event.summary,
          description: event.description,
          url: `${base}${event.url}`,
          status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      return new TextEncoder().encode(calendar.toString()) as Uint8Array<ArrayBuffer>;
    },
  };
}
