import { LoadingBlock, PageTitle, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Tabs } from '@coach/kit/tabs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import {
  type ContactMessageItem,
  type ReadFilter,
  readFilterOf,
  useContactMessages,
} from '../api/contact-messages.ts';
import { ContactMessageDialog } from './contact-message-dialog.tsx';
import * as styles from './contact-messages.css.ts';
import { ContactMessagesTable } from './contact-messages-table.tsx';

// A context of their own: as a filter the words name groups of messages ("Okunmamış"), unlike the
// state of one message in the table ("Okunmadı").
const readFilters = [
  { id: 'all', label: msg({ message: 'All', context: 'contact messages filter' }) },
  { id: 'unread', label: msg({ message: 'Unread', context: 'contact messages filter' }) },
  { id: 'read', label: msg({ message: 'Read', context: 'contact messages filter' }) },
] as const satisfies readonly { id: ReadFilter; label: unknown }[];

/**
 * `/admin/contact-messages`: what visitors wrote through the contact form, newest first; search,
 * read or unread, and each message in full with a reply link. The filter, page, search and order
 * live in the address.
 */
export function ContactMessagesPage() {
  const { t, i18n } = useLingui();
  const list = useListParams({ defaultSort: '-createdAt', pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const read = readFilterOf(params.get('read'));
  const { data, error, isPending, isFetching } = useContactMessages(list.query, read);
  useErrorPageOnFailure(error);
  const [opened, setOpened] = useState<ContactMessageItem | null>(null);
  const open = useCallback((message: ContactMessageItem) => setOpened(message), []);

  const chooseFilter = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('read');
      else updated.set('read', next);
      updated.delete('page');
      return updated;
    });
  // Back to the row's button when the message closes, so keyboard users keep their place.
  const close = () => {
    const id = opened?.id;
    setOpened(null);
    if (id)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.focus());
  };

  const table =
    isPending || !data ? (
      <LoadingBlock label={t`Loading the messages…`} />
    ) : (
      <ContactMessagesTable
        items={data.items}
        total={data.total}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        isLoading={isFetching}
        onOpen={open}
      />
    );

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            What visitors wrote through the contact form. Every administrator gets each message by e-mail too.
          </Trans>
        }
      >
        <Trans>Contact messages</Trans>
      </PageTitle>
      <div className={styles.toolbar}>
        <SearchField
          label={t`Search the messages`}
          placeholder={t`Name, e-mail or words of the message`}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <Tabs
        label={t`Messages by state`}
        selectedKey={read}
        onSelectionChange={chooseFilter}
        tabs={readFilters.map((filter) => ({
          id: filter.id,
          label: i18n._(filter.label),
          content: filter.id === read ? table : null,
        }))}
      />
      {opened ? <ContactMessageDialog key={opened.id} message={opened} onClose={close} /> : null}
    </div>
  );
}
