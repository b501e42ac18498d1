import type { PublishedLog, PublishedLogRow } from '../../contracts/coaching-log-publications.ts';
import type { Language } from '../../contracts/language.ts';
import { publicPages } from '../../contracts/pages.ts';
import type { ConfirmedLogRow } from '../domain/coaching-summary.ts';
import { halfHoursOf, hoursOf } from '../domain/hour-entry.ts';

/** "Danışan 3" / "Client 3": a client who did not agree to be named, by their row's place. */
const unnamedClient: Readonly<Record<Language, (place: number) => string>> = {
  tr: (place) => `Danışan ${place}`,
  en: (place) => `Client ${place}`,
};

/**
 * A client's row as published (product rules, "A published coaching log"): their name only if
 * they agreed to be named, their e-mail only if they agreed to share it; nothing else about them.
 */
export function publishedRowOf(item: ConfirmedLogRow, place: number, language: Language): PublishedLogRow {
  const { row, partner } = item;
  return {
    client: partner.sharesName ? row.clientName : unnamedClient[language](place),
    named: partner.sharesName,
    contactEmail: partner.sharesEmail ? partner.email : null,
    kind: row.kind,
    groupSize: row.groupSize,
    startDate: row.startDate,
    endDate: row.endDate,
    paidHours: row.paidHours,
    proBonoHours: row.proBonoHours,
    confirmedSessions: item.confirmedSessions,
    confirmedByBoth: item.confirmedByBoth,
  };
}

/** The totals of the published rows, summed in half hours. */
export function publishedTotalsOf(rows: readonly PublishedLogRow[]): PublishedLog['totals'] {
  const sum = (hours: (row: PublishedLogRow) => number) =>
    hoursOf(rows.reduce((total, row) => total + halfHoursOf(hours(row)), 0));
  const paidHours = sum((row) => row.paidHours);
  const proBonoHours = sum((row) => row.proBonoHours);
  return {
    hours: hoursOf(halfHoursOf(paidHours) + halfHoursOf(proBonoHours)),
    paidHours,
    proBonoHours,
    clients: rows.length,
  };
}

/** The public page of a publication: `/coaching-log/<id>`, `/en/coaching-log/<id>`. */
export function publishedLogUrl(publicBaseUrl: string, id: string, language: Language): string {
  const path = publicPages.publishedCoachingLog.path.replace(':publicationId', id);
  return `${publicBaseUrl.replace(/\/+$/, '')}${language === 'en' ? '/en' : ''}/${path}`;
}
