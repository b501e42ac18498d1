import {
  Button,
  Card,
  isApiError,
  LoadingBlock,
  PageTitle,
  toast,
  useLang,
  useSearchParams,
} from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { Pager, SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { outboxPageSize, useOutboxPage } from '../api/get-outbox.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { MailPreview } from './mail-preview.tsx';
import * as styles from './outbox.css.ts';
import { OutboxTable } from './outbox-table.tsx';

/** The mail the platform sends, newest first; where administrators read it when no mail server is set. */
export function OutboxPage() {
  const { t } = useLingui();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const words = search.get('search') ?? '';
  const { data, error, isPending } = useOutboxPage(page, words);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sendTest = useSendTestMail();
  useErrorPageOnFailure(error);

  const queueTestMail = () =>
    sendTest.mutate(lang, {
      onSuccess: ({ recipient }) => {
        toast.success(t`A test mail to ${recipient} is queued.`);
        setSearch({});
      },
      onError: (failure) =>
        toast.error(isApiError(failure) ? failure.message : t`The test mail was not queued.`),
    });

  // Back to the row's button when the preview closes, so keyboard users keep their place.
  const closePreview = () => {
    const id = selectedId;
    setSelectedId(null);
    if (id)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-mail-id="${id}"]`)?.focus());
  };

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Every mail the platform sends, newest first. Without a mail server, mail waits here unsent.
          </Trans>
        }
        actions={
          <Button
            icon={<Send size={18} aria-hidden="true" />}
            loading={sendTest.isPending}
            onClick={queueTestMail}
          >
            <Trans>Send a test mail</Trans>
          </Button>
        }
      >
        <Trans>Mail outbox</Trans>
      </PageTitle>
      <div className={styles.columns}>
        <Card
          title={<Trans>Mail</Trans>}
          description={<Plural value={total} _0="No mail yet." one="# mail in all" other="# mails in all" />}
        >
          <div className={styles.toolbar}>
            <SearchField
              label={t`Search the outbox`}
              value={words}
              onSearch={(next) => setSearch(next ? { search: next } : {})}
              placeholder={t`Recipient’s e-mail address`}
            />
          </div>
          {isPending || !data ? (
            <LoadingBlock label={t`Loading the outbox…`} />
          ) : data.items.length === 0 ? (
            <p>
              {words ? (
                <Trans>No mail matches this search.</Trans>
              ) : (
                <Trans>Send a test mail to see one here.</Trans>
              )}
            </p>
          ) : (
            <>
              <OutboxTable items={data.items} selectedId={selectedId} onPreview={setSelectedId} />
              <Pager
                page={page}
                pageSize={outboxPageSize}
                total={total}
                label={t`Pages of the outbox`}
                previousText={<Trans>Newer</Trans>}
                nextText={<Trans>Older</Trans>}
                onPageChange={(next) =>
                  setSearch({ page: String(next), ...(words ? { search: words } : {}) })
                }
              />
            </>
          )}
        </Card>
        {selectedId ? <MailPreview key={selectedId} id={selectedId} onClose={closePreview} /> : null}
      </div>
    </div>
  );
}
