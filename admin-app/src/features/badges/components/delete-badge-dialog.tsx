import { formatNumber, isApiError, toast, useLang } from '@coach/kit';
import { badgeName } from '@coach/kit/area';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type BadgeView, useDeleteBadge } from '../api/badges.ts';
import * as styles from './badges.css.ts';
import { neighboursOf } from './neighbours.ts';
import { isRangeProblems, RangeProblems } from './range-problems.tsx';

type Side = 'below' | 'above';

/**
 * Asks before deleting a badge. The lowest or highest badge simply goes; one in the middle would
 * leave its scores to nobody, so the administrator chooses the neighbour that takes them.
 */
export function DeleteBadgeDialog({
  badge,
  every,
  onClose,
}: {
  badge: BadgeView;
  every: readonly BadgeView[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeleteBadge();
  const { below, above } = neighboursOf(badge, every);
  const inMiddle = below !== null && above !== null;
  const [side, setSide] = useState<Side>('below');
  const [failure, setFailure] = useState<unknown>(null);
  const nameOf = (one: BadgeView) => badgeName(one, lang);
  const name = nameOf(badge);
  const belowName = below ? nameOf(below) : '';
  const aboveName = above ? nameOf(above) : '';
  const from = formatNumber(badge.lower, lang);
  const to = formatNumber(badge.upper, lang);

  const confirm = () => {
    setFailure(null);
    remove.mutate(
      { accountBadgeId: badge.accountBadgeId, ...(inMiddle ? { giveRangeTo: side } : {}) },
      {
        onSuccess: () => {
          toast.success(t`The badge ${name} is deleted.`);
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Delete the badge ${name}?`}
      confirmLabel={<Trans>Delete</Trans>}
      isPending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          {isApiError(failure) && failure.code === 4044 && isRangeProblems(failure.data) ? (
            <RangeProblems message={failure.message} problems={failure.data.problems} />
          ) : isApiError(failure) ? (
            <p role="alert">{failure.message}</p>
          ) : null}
          <p>
            <Trans>
              Members with a score from {from} to {to} hold this badge. Deleting it cannot be undone.
            </Trans>
          </p>
          {inMiddle ? (
            // Native radios: the kit has no radio group, and a fieldset says what they choose.
            <fieldset className={styles.radios}>
              <legend className={styles.muted}>
                <Trans>
                  Badges may not leave a gap: which neighbour takes the scores {from} – {to}?
                </Trans>
              </legend>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name="give-range-to"
                  value="below"
                  checked={side === 'below'}
                  onChange={() => setSide('below')}
                  className={styles.radioInput}
                />
                <Trans>{belowName} (the badge below)</Trans>
              </label>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name="give-range-to"
                  value="above"
                  checked={side === 'above'}
                  onChange={() => setSide('above')}
                  className={styles.radioInput}
                />
                <Trans>{aboveName} (the badge above)</Trans>
              </label>
            </fieldset>
          ) : null}
        </>
      }
    />
  );
}
