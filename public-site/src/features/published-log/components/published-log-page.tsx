import type { PublishedCoachingLog, PublishedLogRow } from '@coach/core/contracts';
import { Card, isApiError, LoadingBlock, PageContainer, PageTitle, useLang, useParams } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Link2Off, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { publishedPdfPath, usePublishedLog, useVerifyPdf } from '../api/published-log.ts';
import * as styles from './published-log.css.ts';

const locales = { tr: 'tr-TR', en: 'en-GB' } as const;

function useFormats() {
  const lang = useLang();
  return {
    day: (day: string) =>
      new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    moment: (iso: string) =>
      new Intl.DateTimeFormat(locales[lang], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Istanbul',
      }).format(new Date(iso)),
    hours: (hours: number) =>
      new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1 }).format(hours),
  };
}

/** One client: their name or number, their e-mail if they share it, dates, hours and confirmation. */
function ClientRow({ row }: { row: PublishedLogRow }) {
  const format = useFormats();
  const start = format.day(row.startDate);
  const end = format.day(row.endDate);
  const sessions = row.confirmedSessions;
  return (
    <li className={styles.row}>
      <h3 className={styles.rowTitle}>{row.client}</h3>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Contact e-mail</Trans>
        </dt>
        <dd className={styles.value}>{row.contactEmail ?? <Trans>Not shared</Trans>}</dd>
        <dt className={styles.term}>
          <Trans>Dates</Trans>
        </dt>
        <dd className={styles.value}>
          {start} – {end}
        </dd>
        <dt className={styles.term}>
          <Trans>Paid hours</Trans>
        </dt>
        <dd className={styles.value}>{format.hours(row.paidHours)}</dd>
        <dt className={styles.term}>
          <Trans>Pro bono hours</Trans>
        </dt>
        <dd className={styles.value}>{format.hours(row.proBonoHours)}</dd>
        <dt className={styles.term}>
          <Trans>Confirmed in the platform</Trans>
        </dt>
        <dd className={styles.value}>
          {row.confirmedByBoth ? (
            <Trans>Yes, by both partners ({sessions} sessions)</Trans>
          ) : sessions > 0 ? (
            <Trans>Partly ({sessions} sessions; the rest from the project’s closing count)</Trans>
          ) : (
            <Trans>No (hours from the project’s closing count)</Trans>
          )}
        </dd>
      </dl>
    </li>
  );
}

/** Upload a PDF to learn whether it is, byte for byte, the one the platform made and signed. */
function CheckPdf() {
  const { t } = useLingui();
  const inputId = useId();
  const verify = useVerifyPdf();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) verify.mutate(file);
  };
  const result = verify.data?.result;
  return (
    <Card
      title={<Trans>Check a PDF</Trans>}
      description={
        <Trans>
          Choose a PDF of this log, as you received it: the platform says whether it is exactly the one it
          signed. A single changed byte fails.
        </Trans>
      }
    >
      <div className={styles.stack}>
        <label htmlFor={inputId} className={styles.text}>
          <Trans>PDF to check</Trans>
          <br />
          <input
            id={inputId}
            type="file"
            className={styles.fileInput}
            accept="application/pdf"
            onChange={pick}
            aria-busy={verify.isPending}
          />
        </label>
        <FormError error={verify.error} />
        <p className={styles.text} role="status" aria-live="polite">
          {verify.isPending
            ? t`Checking…`
            : result === 'verified'
              ? t`Verified: this PDF is the one the platform signed.`
              : result === 'withdrawn'
                ? t`This PDF was signed by the platform, but its author withdrew it.`
                : result === 'notVerified'
                  ? t`Not verified: this PDF is not one the platform signed, or it was changed.`
                  : ''}
        </p>
      </div>
    </Card>
  );
}

function PublishedLogView({ data, publicationId }: { data: PublishedCoachingLog; publicationId: string }) {
  const format = useFormats();
  const { t } = useLingui();
  const { log } = data;
  const signedOn = format.moment(log.publishedAt);
  const from = log.from ? format.day(log.from) : '…';
  const to = log.to ? format.day(log.to) : '…';
  const coach = log.coach;
  return (
    <>
      {data.verified ? (
        <Outcome
          tone="success"
          icon={ShieldCheck}
          title={<Trans>Verified — signed by the platform on {signedOn}</Trans>}
        >
          <p className={styles.text}>
            <Trans>
              The platform checked its signature just now: this is the log as {coach} published it, unchanged.
            </Trans>
          </p>
        </Outcome>
      ) : (
        <Outcome tone="danger" icon={ShieldAlert} title={<Trans>Not verified</Trans>}>
          <p className={styles.text}>
            <Trans>The signature of this log does not hold: do not rely on it.</Trans>
          </p>
        </Outcome>
      )}
      <Card
        title={<Trans>Clients</Trans>}
        description={
          log.from || log.to ? (
            <Trans>
              From {from} to {to}. Each client appears only as far as they agreed.
            </Trans>
          ) : (
            <Trans>The whole log. Each client appears only as far as they agreed.</Trans>
          )
        }
      >
        <div className={styles.stack}>
          {log.rows.length === 0 ? (
            <p className={styles.text}>
              <Trans>This log has no client.</Trans>
            </p>
          ) : (
            <ul className={styles.rows} aria-label={t`Clients`}>
              {log.rows.map((row) => (
                <ClientRow key={`${row.client}-${row.startDate}`} row={row} />
              ))}
            </ul>
          )}
          <p className={styles.text}>
            <Trans>
              Total: {format.hours(log.totals.hours)} hours ({format.hours(log.totals.paidHours)} paid,{' '}
              {format.hours(log.totals.proBonoHours)} pro bono) with {log.totals.clients} clients.
            </Trans>
          </p>
          <div className={styles.actions}>
            <a href={publishedPdfPath(publicationId)} download>
              <FileDown size={18} aria-hidden="true" /> <Trans>Download the signed PDF</Trans>
            </a>
          </div>
        </div>
      </Card>
      <CheckPdf />
      <Card title={<Trans>Check it yourself</Trans>}>
        <div className={styles.stack}>
          <p className={styles.text}>
            <Trans>
              The signed text is the log as canonical JSON; the signature is Ed25519, made with the key named
              below, whose public half is at /.well-known/coaching-log-keys.json.
            </Trans>
          </p>
          <p className={styles.muted}>
            <Trans>Key id</Trans>
          </p>
          <p className={styles.signature}>{data.signature.keyId}</p>
          <p className={styles.muted}>
            <Trans>Signature</Trans>
          </p>
          <p className={styles.signature}>{data.signature.signature}</p>
        </div>
      </Card>
    </>
  );
}

/**
 * `/coaching-log/{id}`: a coaching log a member published for an assessor (ADR 0054), signed out.
 * The server checks the signature; a withdrawn log says so (the page itself answers 410).
 */
export function PublishedLogPage() {
  const { publicationId = '' } = useParams();
  const { t } = useLingui();
  const state = usePublishedLog(publicationId);
  const refusal = isApiError(state.error) ? state.error : null;
  const coach = state.data?.log.coach;

  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageTitle
          subtitle={<Trans>A coaching log published for an assessor, signed by the platform.</Trans>}
        >
          {coach ? <Trans>Coaching log of {coach}</Trans> : <Trans>Coaching log</Trans>}
        </PageTitle>
        {state.isPending ? (
          <LoadingBlock label={t`Checking the log…`} />
        ) : refusal?.status === 410 ? (
          <Outcome
            tone="warning"
            icon={Link2Off}
            focus
            title={<Trans>This coaching log was withdrawn</Trans>}
          >
            <p className={styles.text}>
              <Trans>Its author withdrew it: it is no longer published, and no copy of it verifies.</Trans>
            </p>
          </Outcome>
        ) : refusal ? (
          <Outcome tone="danger" icon={Link2Off} focus title={<Trans>No coaching log at this address</Trans>}>
            <p className={styles.text}>
              <Trans>Open the link exactly as you received it.</Trans>
            </p>
          </Outcome>
        ) : state.data ? (
          <PublishedLogView data={state.data} publicationId={publicationId} />
        ) : (
          <FormError error={state.error} />
        )}
      </div>
    </PageContainer>
  );
}
