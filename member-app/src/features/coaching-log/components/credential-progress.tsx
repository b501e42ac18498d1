import type { CredentialProgress } from '@coach/core/contracts';
import { formatNumber, type Lang, Pill, useLang } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import * as styles from './coaching-log.css.ts';
import { credentialNames, formatHours, missingSentence } from './labels.ts';

/** How far `reached` is towards `target`, in percent (a bar is full once the target is met). */
const percentOf = (reached: number, target: number) => (target > 0 ? (reached / target) * 100 : 100);

/**
 * The four requirements of a credential: label, percentage and the figures "62 of 100 hours". Shown
 * by the kit's progress bar (react-aria: role progressbar, aria-valuenow the percentage and
 * aria-valuetext the figures, so a screen reader reads the hours, not only the share).
 */
export function useRequirementBars(progress: CredentialProgress, lang: Lang) {
  const { t } = useLingui();
  const { reached, target } = progress;
  const hours = (value: number) => formatHours(value, lang);
  const count = (value: number) => formatNumber(value, lang);
  return [
    {
      key: 'hours',
      label: t`Hours of coaching`,
      value: percentOf(reached.hours, target.hours),
      text: t`${hours(reached.hours)} of ${hours(target.hours)} hours`,
    },
    {
      key: 'paidHours',
      label: t`Paid hours`,
      value: percentOf(reached.paidHours, target.paidHours),
      text: t`${hours(reached.paidHours)} of ${hours(target.paidHours)} hours`,
    },
    {
      key: 'clients',
      label: t`Clients`,
      value: percentOf(reached.clients, target.clients),
      text: t`${count(reached.clients)} of ${count(target.clients)} clients`,
    },
    {
      key: 'recentHours',
      label: t`Hours in the last 18 months`,
      value: percentOf(reached.recentHours, target.recentHours),
      text: t`${hours(reached.recentHours)} of ${hours(target.recentHours)} hours`,
    },
  ];
}

/**
 * One credential (ACC or PCC): a bar per requirement (hours, paid hours, clients, hours in the
 * last 18 months) against ICF's targets, and in one sentence what is still missing.
 */
export function CredentialProgressBlock({ progress }: { progress: CredentialProgress }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const bars = useRequirementBars(progress, lang);
  const credential = progress.credential;
  return (
    <section className={styles.credential} aria-label={credential}>
      <div className={styles.credentialHead}>
        <h3 className={styles.credentialTitle}>
          {credential}
          <span className={styles.credentialName}>{i18n._(credentialNames[credential])}</span>
        </h3>
        {progress.achieved ? (
          <Pill tone="success" icon={<BadgeCheck size={14} />}>
            <Trans>Requirements met</Trans>
          </Pill>
        ) : null}
      </div>
      <div className={styles.bars}>
        {bars.map((bar) => (
          <ProgressBar key={bar.key} label={bar.label} value={bar.value} valueLabel={bar.text} />
        ))}
      </div>
      <MissingSentence progress={progress} />
    </section>
  );
}

/** "Still to go for ACC: 14 more hours, 2 more clients", or "All requirements met". */
export function MissingSentence({ progress }: { progress: CredentialProgress }) {
  const sentence = missingSentence(progress.missing);
  const credential = progress.credential;
  return (
    <p className={styles.missing}>
      {progress.achieved ? (
        sentence
      ) : (
        <Trans>
          Still to go for {credential}: {sentence}
        </Trans>
      )}
    </p>
  );
}
