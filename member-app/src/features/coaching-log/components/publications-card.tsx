import { Button, Card, isApiError, toast, useLang } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, FileDown, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type CoachingLogPublication,
  useCoachingLogPublications,
  useDownloadPublishedLog,
  usePublishCoachingLog,
  useRevokeCoachingLogPublication,
} from '../api/coaching-log.ts';
import * as styles from './coaching-log.css.ts';
import { formatDay } from './labels.ts';

/** "1 Dec 2026 – 31 Dec 2026", "the whole log", or an open end. */
function PeriodText({ publication }: { publication: CoachingLogPublication }) {
  const lang = useLang();
  const { from, to } = publication;
  if (!from && !to) return <Trans>The whole log</Trans>;
  return (
    <>
      {from ? formatDay(from, lang) : '…'} – {to ? formatDay(to, lang) : '…'}
    </>
  );
}

/** The optional range and the "Publish" button: the log is signed as it is now, in the page's language. */
function PublishForm({ maxDay }: { maxDay: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const publish = usePublishCoachingLog();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { language: lang, from: from || null, to: to || null },
      {
        onSuccess: () => toast.success(t`Your coaching log is published. Copy its link for your assessor.`),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The log was not published. Please try again.`),
      },
    );
  };

  return (
    <form className={styles.publishForm} onSubmit={submit} aria-busy={publish.isPending}>
      <div className={styles.dayInputs}>
        <label className={styles.dayLabel} htmlFor={fromId}>
          <Trans>From (optional)</Trans>
          <input
            id={fromId}
            className={styles.dayInput}
            type="date"
            max={to || maxDay}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className={styles.dayLabel} htmlFor={toId}>
          <Trans>To (optional)</Trans>
          <input
            id={toId}
            className={styles.dayInput}
            type="date"
            min={from || undefined}
            max={maxDay}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
      </div>
      <div>
        <Button type="submit" icon={<Send size={18} aria-hidden="true" />} loading={publish.isPending}>
          <Trans>Publish</Trans>
        </Button>
      </div>
    </form>
  );
}

/** One publication: its period and date, and copy link / download PDF / withdraw. */
function PublicationItem({
  publication,
  onRevoke,
}: {
  publication: CoachingLogPublication;
  onRevoke: (publication: CoachingLogPublication) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const download = useDownloadPublishedLog();
  const published = formatDay(publication.publishedAt.slice(0, 10), lang);
  const revoked = publication.revokedAt !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publication.url);
      toast.success(t`The link is copied.`);
    } catch {
      toast.error(t`The link could not be copied: ${publication.url}`);
    }
  };

  return (
    <li className={styles.publication}>
      <div>
        <p className={styles.publicationTitle}>
          <PeriodText publication={publication} />
        </p>
        <p className={styles.muted}>
          {revoked ? (
            <Trans>Published on {published} · withdrawn</Trans>
          ) : (
            <Trans>Published on {published}</Trans>
          )}
        </p>
        {revoked ? null : (
          <a className={styles.publicationLink} href={publication.url} target="_blank" rel="noopener">
            {publication.url}
          </a>
        )}
      </div>
      {revoked ? null : (
        <div className={styles.downloads}>
          <Button
            variant="secondary"
            icon={<Copy size={18} aria-hidden="true" />}
            onClick={() => void copy()}
          >
            <Trans>Copy link</Trans>
          </Button>
          <Button
            variant="secondary"
            icon={<FileDown size={18} aria-hidden="true" />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(publication.publicationId, {
                onError: (error) =>
                  toast.error(
                    isApiError(error) ? error.message : t`The download did not work. Please try again.`,
                  ),
              })
            }
          >
            <Trans>Download PDF</Trans>
          </Button>
          <Button
            variant="secondary"
            icon={<Trash2 size={18} aria-hidden="true" />}
            onClick={() => onRevoke(publication)}
          >
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Published logs (ADR 0054): the member publishes their log, or a range of it, for an assessor as
 * a page and a PDF signed by the platform; lists them with their links; withdraws one, asked first.
 */
export function PublicationsCard({ asOf }: { asOf: string }) {
  const { t } = useLingui();
  const { data } = useCoachingLogPublications();
  const revoke = useRevokeCoachingLogPublication();
  const [toRevoke, setToRevoke] = useState<CoachingLogPublication | null>(null);

  return (
    <Card
      title={<Trans>Publish your log for an assessor</Trans>}
      description={
        <Trans>
          The platform signs your log as it is now and gives it a link and a PDF with a QR code. Anyone with
          the link sees it and can check that nothing was changed. Each client appears only as far as they
          agreed.
        </Trans>
      }
    >
      <div className={styles.stack}>
        <PublishForm maxDay={asOf} />
        {data && data.items.length > 0 ? (
          <ul className={styles.publications} aria-label={t`Your published logs`}>
            {data.items.map((publication) => (
              <PublicationItem
                key={publication.publicationId}
                publication={publication}
                onRevoke={setToRevoke}
              />
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={toRevoke !== null}
        onOpenChange={(open) => {
          if (!open) setToRevoke(null);
        }}
        title={<Trans>Withdraw this published log?</Trans>}
        description={
          <Trans>
            Its link and PDF stop being verified for good: whoever opens the link is told that you withdrew
            it.
          </Trans>
        }
        confirmLabel={<Trans>Yes, withdraw it</Trans>}
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.publicationId, {
            onSuccess: () => {
              toast.success(t`The log is withdrawn; its link now says so.`);
              setToRevoke(null);
            },
            onError: (error) => {
              toast.error(
                isApiError(error) ? error.message : t`The log was not withdrawn. Please try again.`,
              );
              setToRevoke(null);
            },
          });
        }}
      />
    </Card>
  );
}
