import type { AdminProjectMessageThread } from '@coach/core/contracts';
import { Button, formatDateTime, isApiError, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { fetchProjectMessages } from '../api/projects.ts';
import { roleLabels } from './labels.ts';
import * as styles from './projects.css.ts';

/**
 * A project's thread for an administrator (ADR 0057): read only when a dispute needs it, on an
 * explicit click, since every page read is written to the audit log with the administrator's name.
 */
export function ProjectMessages({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const [thread, setThread] = useState<AdminProjectMessageThread | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const load = async (before?: string) => {
    setLoading(true);
    setFailure(null);
    try {
      const page = await fetchProjectMessages(projectId, before);
      setThread((was) => (before && was ? { ...page, items: [...page.items, ...was.items] } : page));
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby={`messages-${projectId}`}>
      <h3 id={`messages-${projectId}`} className={styles.sectionTitle}>
        <Trans>Messages between the partners</Trans>
      </h3>
      {failure ? (
        <FormError>
          {isApiError(failure) ? failure.message : <Trans>The messages could not be loaded.</Trans>}
        </FormError>
      ) : null}
      {thread === null ? (
        <div className={styles.stack}>
          <p className={styles.muted}>
            <Trans>
              The partners’ messages are private. Read them only when a dispute needs it: each reading is
              written to the audit log under your name.
            </Trans>
          </p>
          <span>
            <Button
              variant="secondary"
              size="sm"
              icon={<MessagesSquare size={16} aria-hidden="true" />}
              loading={loading}
              onClick={() => void load()}
            >
              <Trans>Read the messages</Trans>
            </Button>
          </span>
        </div>
      ) : (
        <div className={styles.stack}>
          {thread.olderBefore ? (
            <span>
              <Button
                variant="ghost"
                size="sm"
                icon={<History size={16} aria-hidden="true" />}
                loading={loading}
                onClick={() => void load(thread.olderBefore ?? undefined)}
              >
                <Trans>Show older messages</Trans>
              </Button>
            </span>
          ) : null}
          {thread.items.length === 0 ? (
            <p className={styles.muted}>
              <Trans>The partners have written no messages.</Trans>
            </p>
          ) : (
            <ol className={styles.messages}>
              {thread.items.map((message) => (
                <li key={message.id} className={styles.message}>
                  <span className={styles.muted}>
                    {message.authorName} ({i18n._(roleLabels[message.authorRole])}) ·{' '}
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
                  </span>
                  <p className={styles.quote}>{message.body}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
