import type { PublishedLog } from '../../contracts/coaching-log-publications.ts';
import type { Language } from '../../contracts/language.ts';
import type { Bilingual } from '../../exports/export-columns.ts';
import type { DocumentSignature } from '../../ports/document-signer.ts';
import type { CoachingLogToWrite } from '../../ports/pdf-documents.ts';
import { sessionTimeZone } from '../domain/session-rules.ts';

/**
 * The words of a published coaching log's PDF (ADR 0054), in both languages as the receipt keeps
 * its own (ADR 0053): the adapter only lays them out.
 */

const labels = {
  title: { tr: 'Koçluk günlüğü', en: 'Coaching log' },
  coach: { tr: 'Koç', en: 'Coach' },
  period: { tr: 'Dönem', en: 'Period' },
  wholeLog: { tr: 'Günlüğün tamamı', en: 'The whole log' },
  publishedAt: { tr: 'Yayımlanma', en: 'Published' },
  client: { tr: 'Danışan', en: 'Client' },
  email: { tr: 'İletişim e-postası', en: 'Contact e-mail' },
  dates: { tr: 'Tarihler', en: 'Dates' },
  paid: { tr: 'Ücretli saat', en: 'Paid hours' },
  proBono: { tr: 'Gönüllü saat', en: 'Pro bono hours' },
  confirmed: { tr: 'Platformda onaylı', en: 'Confirmed in the platform' },
  total: { tr: 'Toplam', en: 'Total' },
  verification: { tr: 'Doğrulama', en: 'Verification' },
  keyId: { tr: 'Anahtar kimliği', en: 'Key id' },
  signature: { tr: 'İmza (Ed25519)', en: 'Signature (Ed25519)' },
} satisfies Record<string, Bilingual>;

const locales: Readonly<Record<Language, string>> = { tr: 'tr-TR', en: 'en-GB' };

/** "1 Aralık 2026 14:05" on Istanbul's clock. */
export function publishedMomentText(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: sessionTimeZone,
  }).format(instant);
}

/** A `YYYY-MM-DD` day as readers of the language write it. */
function dayText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const hoursText = (hours: number, language: Language) =>
  new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 }).format(hours);

/** "Evet (4 oturum)" / "Yes (4 sessions)"; "Kısmen" for a row with a closing count. */
function confirmedText(row: PublishedLog['rows'][number], language: Language): string {
  if (language === 'tr') {
    if (row.confirmedByBoth) return `Evet (${row.confirmedSessions} oturum)`;
    return row.confirmedSessions > 0 ? `Kısmen (${row.confirmedSessions} oturum)` : 'Hayır';
  }
  const sessions = `${row.confirmedSessions} session${row.confirmedSessions === 1 ? '' : 's'}`;
  if (row.confirmedByBoth) return `Yes (${sessions})`;
  return row.confirmedSessions > 0 ? `Partly (${sessions})` : 'No';
}

const notes: Readonly<Record<Language, readonly string[]>> = {
  tr: [
    'Platformda onaylı: oturumu bir taraf kaydetti, diğer taraf platformda onayladı. "Hayır" ya da "Kısmen", saatlerin (bir kısmının) projenin kapanışında bildirilen oturum sayısından geldiğini söyler.',
    'Danışanlar yalnızca izin verdikleri kadar gösterilir: adını paylaşmayan danışan numarasıyla, e-postasını paylaşmayan danışan e-postasız yer alır.',
  ],
  en: [
    'Confirmed in the platform: one partner logged the session and the other confirmed it in the platform. "No" or "Partly" means that (some of) the hours come from the session count given when the project closed.',
    'Clients appear only as far as they agreed: a client who does not share their name is numbered, one who does not share their e-mail has none.',
  ],
};

const verificationTexts: Readonly<Record<Language, (url: string) => string>> = {
  tr: (url) =>
    `Bu günlük platform tarafından imzalandı. Kodu okutun ya da ${url} adresini açın: sayfa imzayı denetler ve bu PDF'i yükleyerek aynısı olduğunu doğrulayabilirsiniz. Tek bir baytı değişmiş bir PDF doğrulanmaz.`,
  en: (url) =>
    `This log is signed by the platform. Scan the code or open ${url}: the page checks the signature, and you can upload this PDF there to confirm it is the same. A PDF with a single changed byte does not verify.`,
};

/** The PDF of `log`, signed with `signature`, whose page is `url`. */
export function publishedLogDocument(
  log: PublishedLog,
  signature: DocumentSignature,
  url: string,
): CoachingLogToWrite {
  const { language } = log;
  const period =
    log.from === null && log.to === null
      ? labels.wholeLog[language]
      : `${log.from ? dayText(log.from, language) : '…'} – ${log.to ? dayText(log.to, language) : '…'}`;
  const publishedAt = publishedMomentText(new Date(log.publishedAt), language);
  return {
    language,
    platformName: log.issuer,
    title: labels.title[language],
    subtitle: log.coach,
    footer:
      language === 'tr'
        ? `${log.issuer} tarafından ${publishedAt} tarihinde imzalandı · ${url}`
        : `Signed by ${log.issuer} on ${publishedAt} · ${url}`,
    details: [
      { label: labels.coach[language], value: log.coach },
      { label: labels.period[language], value: period },
      { label: labels.publishedAt[language], value: publishedAt },
    ],
    columns: [
      labels.client[language],
      labels.email[language],
      labels.dates[language],
      labels.paid[language],
      labels.proBono[language],
      labels.confirmed[language],
    ],
    rows: log.rows.map((row) => [
      row.client,
      row.contactEmail ?? '–',
      `${dayText(row.startDate, language)} – ${dayText(row.endDate, language)}`,
      hoursText(row.paidHours, language),
      hoursText(row.proBonoHours, language),
      confirmedText(row, language),
    ]),
    totals: [
      labels.total[language],
      '',
      '',
      hoursText(log.totals.paidHours, language),
      hoursText(log.totals.proBonoHours, language),
      '',
    ],
    notes: notes[language],
    verification: {
      heading: labels.verification[language],
      url,
      text: verificationTexts[language](url),
      signature: [
        { label: labels.keyId[language], value: signature.keyId },
        { label: labels.signature[language], value: signature.signature },
      ],
    },
  };
}

/** `kocluk-gunlugu-2026-12-01.pdf` / `coaching-log-2026-12-01.pdf`. */
export function publishedLogFileName(language: Language, publishedAt: string): string {
  return `${language === 'en' ? 'coaching-log' : 'kocluk-gunlugu'}-${publishedAt.slice(0, 10)}.pdf`;
}
