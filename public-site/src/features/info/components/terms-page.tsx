import { useLang } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import * as styles from './info-page.css.ts';
import { InfoPage } from './info-page.tsx';
import { legalTextsEffectiveOn } from './legal-dates.ts';
import { TermsTextTr } from './terms-text-tr.tsx';

/**
 * The terms of use. They bind in Turkish only (docs/product-rules.md §18), so the English page says so and shows the
 * Turkish text itself, marked as Turkish for screen readers and translation tools.
 */
export function TermsPage() {
  const lang = useLang();
  return (
    <InfoPage title={<Trans>Terms of use</Trans>} effectiveOn={legalTextsEffectiveOn}>
      {lang === 'en' ? (
        <div className={styles.notice}>
          <Languages className={styles.noticeIcon} size={22} aria-hidden="true" />
          <p>
            <Trans>
              The terms of use are written in Turkish, and the Turkish text below is the binding one. If
              anything is unclear, ask us through the contact page and we will explain it in English.
            </Trans>
          </p>
        </div>
      ) : null}
      <div lang="tr" className={styles.prose}>
        <TermsTextTr lang={lang} />
      </div>
    </InfoPage>
  );
}
