import type { AudienceInput } from '@coach/core/contracts';
import { PageTitle, toast, useSearchParams } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { ConfirmDialog } from '@coach/kit/widgets';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type GroupMailContentInput, useSendGroupMail } from '../api/group-mail.ts';
import { audienceFromUrl, filterOf, filterValuesFromUrl } from './audience.ts';
import { AudienceCard, AudienceCount } from './audience-card.tsx';
import { ComposeCard } from './compose-card.tsx';
import * as styles from './group-mail.css.ts';
import { HistoryCard } from './history-card.tsx';

/**
 * Mail to a group (issue 31, ADR 0049): who gets it (a filter, a saved one, or the accounts list's
 * selection passed by link), the mail in both languages with the server's preview, a confirmation
 * with the count, and the sent mails with their progress.
 */
export function GroupMailPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const fromUrl = audienceFromUrl(params);
  const initialFilter = filterValuesFromUrl(params);
  const [chosen, setChosen] = useState<AudienceInput | null>(null);
  const selection = fromUrl.audience?.kind === 'selection' ? fromUrl.audience.accountIds : null;
  // The address's own filter fields count at once; a saved filter in it waits for its filter.
  const filterInUrl = fromUrl.savedId === null && params.size > 0;
  const audience: AudienceInput | null =
    fromUrl.audience ?? chosen ?? (filterInUrl ? { kind: 'filter', filter: filterOf(initialFilter) } : null);
  const [pending, setPending] = useState<GroupMailContentInput | null>(null);
  const send = useSendGroupMail();
  const [failure, setFailure] = useState<unknown>(null);

  const confirm = () => {
    if (!pending || !audience) return;
    setFailure(null);
    send.mutate(
      { ...pending, audience },
      {
        onSuccess: (mail) => {
          setPending(null);
          toast.success(
            plural(mail.recipientsTotal, {
              one: 'The mail is on its way to # member.',
              other: 'The mail is on its way to # members.',
            }),
          );
        },
        onError: (error) => {
          setPending(null);
          setFailure(error);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Programme news to a group of members, in Turkish and English.</Trans>}>
        <Trans>Mail to a group</Trans>
      </PageTitle>
      <AudienceCard
        selection={selection}
        initialFilter={initialFilter}
        savedId={fromUrl.savedId}
        onAudience={setChosen}
        onChooseSaved={(id) => setParams(id ? { saved: id } : {})}
        onClearSelection={() => setParams({})}
      />
      <AudienceCount audience={audience} />
      <FormError error={failure} />
      <ComposeCard
        onSend={(content) => {
          if (!audience) {
            toast.error(t`Choose the recipients first: count them with a filter.`);
            return;
          }
          setPending(content);
        }}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={<Trans>Send this mail?</Trans>}
        description={<AudienceCount audience={audience} />}
        confirmLabel={<Trans>Send the mail</Trans>}
        tone="primary"
        isPending={send.isPending}
        onConfirm={confirm}
      />
      <HistoryCard />
    </div>
  );
}
