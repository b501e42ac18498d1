import { maxMessageLength, postProjectMessageInputSchema } from '@coach/core/contracts';
import { Button, formatDateTime, isApiError, LoadingBlock, Pill, toast, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { applyServerErrors, FormActions, FormTextArea, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, Lock, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  fetchMessagePage,
  type ProjectMessageView,
  useMarkMessagesRead,
  usePostMessage,
  useProjectMessages,
} from '../api/messages.ts';
import type { MyProjectView } from '../api/projects.ts';
import * as messageStyles from './messages.css.ts';
import * as projectStyles from './projects.css.ts';
import * as styles from './session-log.css.ts';

const messageFormSchema = postProjectMessageInputSchema.pick({ body: true });

function MessageItem({ message }: { message: ProjectMessageView }) {
  const lang = useLang();
  return (
    <li className={`${messageStyles.message} ${message.mine ? messageStyles.mine : ''}`}>
      <div className={messageStyles.meta}>
        <strong>{message.mine ? <Trans>You</Trans> : message.authorName}</strong>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
        {message.unread ? (
          <Pill tone="info">
            <Trans context="message">New</Trans>
          </Pill>
        ) : null}
      </div>
      {/* Plain text: React writes it as text, so nothing in it is ever read as HTML. */}
      <p className={messageStyles.body}>{message.body}</p>
    </li>
  );
}

/** The form under the thread: plain text, up to the contract's length. */
function MessageForm({ projectId, partner }: { projectId: string; partner: string }) {
  const { t } = useLingui();
  const post = usePostMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(messageFormSchema, { defaultValues: { body: '' } });
  const submit = form.handleSubmit(({ body }) => {
    setFailure(null);
    post.mutate(
      { projectId, body },
      {
        onSuccess: () => {
          toast.success(t`Your message was sent to ${partner}.`);
          form.reset({ body: '' });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={post.isPending}>
      <FormError error={failure} />
      <FormTextArea
        form={form}
        name="body"
        label={t`Your message`}
        description={t`Plain text, up to ${maxMessageLength} characters. ${partner} gets one mail until they read the thread; it never shows your e-mail address.`}
        rows={3}
        maxLength={maxMessageLength}
        isRequired
      />
      <FormActions>
        <Button type="submit" icon={<Send size={18} aria-hidden="true" />} loading={post.isPending}>
          <Trans>Send</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * A project's thread (ADR 0057): the newest messages at the bottom, older ones on request (a page
 * at a time), and the form while the project is open. Once it is on screen its messages count as
 * read. A closed project's thread stays readable.
 */
export function MessagesPanel({ project, id }: { project: MyProjectView; id: string }) {
  const { t } = useLingui();
  const thread = useProjectMessages(project.id);
  const markRead = useMarkMessagesRead();
  const listLabelId = useId();
  const [older, setOlder] = useState<{ items: ProjectMessageView[]; before: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const unread = thread.data?.unreadCount ?? 0;
  const { mutate: markThreadRead } = markRead;

  useEffect(() => {
    if (unread > 0) markThreadRead(project.id);
  }, [unread, project.id, markThreadRead]);

  if (thread.isPending) {
    return (
      <div id={id} className={styles.panel}>
        <LoadingBlock label={t`Loading the messages…`} />
      </div>
    );
  }
  if (thread.error || !thread.data) {
    return (
      <div id={id} className={styles.panel}>
        <FormError>
          {isApiError(thread.error) ? thread.error.message : t`The messages could not be loaded.`}
        </FormError>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void thread.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const data = thread.data;
  const olderBefore = older ? older.before : data.olderBefore;
  const items = [...(older?.items ?? []), ...data.items];
  const loadOlder = async () => {
    if (!olderBefore) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessagePage(project.id, olderBefore);
      setOlder((was) => ({ items: [...page.items, ...(was?.items ?? [])], before: page.olderBefore }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t`The older messages could not be loaded.`);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div id={id} className={styles.panel}>
      {olderBefore ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<History size={16} aria-hidden="true" />}
            loading={loadingOlder}
            onClick={() => void loadOlder()}
          >
            <Trans>Show older messages</Trans>
          </Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className={projectStyles.muted}>
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <>
          <span id={listLabelId} hidden>
            <Trans>Messages with {project.partner.fullName}</Trans>
          </span>
          <ol className={messageStyles.thread} aria-labelledby={listLabelId}>
            {items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        </>
      )}
      {data.canPost ? (
        <MessageForm projectId={project.id} partner={project.partner.fullName} />
      ) : (
        <p className={projectStyles.note}>
          <Lock size={16} aria-hidden="true" />{' '}
          <Trans>The project is closed: its messages can be read but no new ones written.</Trans>
        </p>
      )}
    </div>
  );
}
