import {
  type BulkActionInput,
  type BulkActionKind,
  type BulkActionPreview,
  type BulkSelection,
  bulkExtensionFieldsSchema,
} from '@coach/core/contracts';
import { Button, formatNumber, useLang } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Dialog } from '@coach/kit/widgets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import {
  useBulkActionJob,
  usePackagesOnSale,
  usePreviewBulkAction,
  useStartBulkAction,
} from '../api/bulk-actions.ts';
import * as styles from './accounts-bulk.css.ts';
import { actionLabels, skipLabels } from './labels.ts';

export type BulkActionDialogProps = {
  action: BulkActionKind;
  selection: BulkSelection;
  /** `finished`: the action ran to its end (the selection has served). */
  onClose: (finished: boolean) => void;
};

/** The accounts the server leaves, and why: one line per reason. */
function SkippedList({ skipped }: { skipped: BulkActionPreview['skipped'] }) {
  const { i18n } = useLingui();
  if (skipped.length === 0) return null;
  return (
    <ul className={styles.skipped}>
      {skipped.map(({ reason, count }) => (
        <li key={reason}>{i18n._(skipLabels[reason](count))}</li>
      ))}
    </ul>
  );
}

/**
 * A bulk action, confirmed before it starts (ADR 0052): for an extension the package and the
 * reason first; then the server's count ("this will change 1,284 accounts", and what it leaves
 * and why); once started, the job's progress in whole accounts, then its result.
 */
export function BulkActionDialog({ action, selection, onClose }: BulkActionDialogProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const formId = useId();
  const extending = action === 'extendMembership';
  const preview = usePreviewBulkAction();
  const start = useStartBulkAction();
  const [input, setInput] = useState<BulkActionInput | null>(extending ? null : { action, selection });
  const job = useBulkActionJob(start.data?.id ?? null);
  const packages = usePackagesOnSale(extending);
  const form = useZodForm(bulkExtensionFieldsSchema, {
    defaultValues: { membershipPackageId: '', reason: '' },
  });

  const { mutate: count } = preview;
  useEffect(() => {
    if (input) count(input);
  }, [input, count]);

  const submit = form.handleSubmit((values) => {
    const next = { action, selection, ...values };
    preview.mutate(next, {
      onSuccess: () => setInput(next),
      onError: (error) => {
        applyServerErrors(form, error);
      },
    });
  });

  const current = job.data ?? start.data;
  const finished = current?.status === 'done' || current?.status === 'failed';
  const running = start.isPending || (current !== undefined && !finished);
  const changes = preview.data?.changes ?? 0;
  const title = i18n._(actionLabels[action]);

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (current) {
    const done = formatNumber(current.rowsDone, lang);
    const total = formatNumber(current.rowsTotal, lang);
    const changed = current.changed;
    body = (
      <div className={styles.stack}>
        <ProgressBar
          label={t`Accounts handled`}
          value={current.rowsTotal === 0 ? 100 : (current.rowsDone / current.rowsTotal) * 100}
          valueLabel={t`${done} of ${total} accounts`}
        />
        {current.status === 'done' ? (
          <>
            <p role="status">
              <Plural value={changed} one="Done: # account changed." other="Done: # accounts changed." />
            </p>
            <SkippedList skipped={current.skipped} />
          </>
        ) : current.status === 'failed' ? (
          <FormError>
            <Trans>
              The action stopped before its end. What it changed stays changed and is in the audit log.
            </Trans>
          </FormError>
        ) : (
          <p className={styles.muted} role="status">
            <Trans>Working through the accounts in batches…</Trans>
          </p>
        )}
      </div>
    );
    footer = (
      <Button onClick={() => onClose(true)} disabled={!finished}>
        <Trans>Close</Trans>
      </Button>
    );
  } else if (input) {
    body = (
      <div className={styles.stack} aria-busy={preview.isPending}>
        <FormError error={preview.error ?? start.error} />
        {preview.data ? (
          <>
            <p role="status">
              <Plural
                value={changes}
                _0="This changes no account."
                one="This will change # account."
                other="This will change # accounts."
              />
            </p>
            {preview.data.skipped.length > 0 ? (
              <>
                <p className={styles.muted}>
                  <Trans>Left as they are:</Trans>
                </p>
                <SkippedList skipped={preview.data.skipped} />
              </>
            ) : null}
            <p className={styles.muted}>
              <Trans>Each account changed gets its own entry in the audit log, under your name.</Trans>
            </p>
          </>
        ) : preview.isPending ? (
          <p className={styles.muted}>
            <Trans>Counting the accounts…</Trans>
          </p>
        ) : null}
      </div>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={running}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          onClick={() => start.mutate(input)}
          loading={start.isPending}
          disabled={!preview.data || changes === 0}
        >
          <Plural value={changes} _0="Start" one="Change # account" other="Change # accounts" />
        </Button>
      </>
    );
  } else {
    const options = (packages.data ?? []).map((item) => ({
      id: item.membershipPackageId,
      label: `${lang === 'tr' ? item.nameTr : item.nameEn} (${item.code})`,
    }));
    body = (
      <form id={formId} className={styles.stack} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <Trans>
            Each membership is extended by the package’s period, after its current end, as an order given free
            by the programme with your reason. The members get their receipt by mail.
          </Trans>
        </p>
        <FormError error={packages.error} />
        <FormSelect
          form={form}
          name="membershipPackageId"
          label={t`Package`}
          options={options}
          placeholder={packages.isPending ? t`Loading the packages…` : t`Choose a package`}
          isRequired
        />
        <FormTextArea
          form={form}
          name="reason"
          label={t`Reason`}
          description={t`Kept with each order and in the audit log: e.g. “the programme’s anniversary”.`}
          rows={3}
          maxLength={500}
          isRequired
        />
      </form>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => onClose(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" form={formId} loading={preview.isPending}>
          <Trans>Count the accounts</Trans>
        </Button>
      </>
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose(finished);
      }}
      title={title}
      isDismissable={!running}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
