import { formatDate, PageContainer, PageTitle, useLang } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './info-page.css.ts';

type InfoPageProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** For terms and notices: the date the shown version took effect (ISO date). */
  effectiveOn?: string;
  children: ReactNode;
};

/** The frame of the public text pages: a readable column, the page's h1, and prose below it. */
export function InfoPage({ title, lead, effectiveOn, children }: InfoPageProps) {
  const lang = useLang();
  const date = effectiveOn ? formatDate(effectiveOn, lang) : '';
  return (
    <PageContainer width="text">
      <PageTitle subtitle={lead}>{title}</PageTitle>
      {effectiveOn ? (
        <p className={styles.meta}>
          <Trans>The platform’s current version, in effect since {date}.</Trans>
        </p>
      ) : null}
      <div className={styles.prose}>{children}</div>
    </PageContainer>
  );
}
