import { Link, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import * as styles from './cookie-policy-page.css.ts';
import { InfoPage } from './info-page.tsx';
import { legalTextsEffectiveOn } from './legal-dates.ts';
import { storedItems } from './stored-items.tsx';

/**
 * What the site keeps in the browser. The list mirrors the code (kit's lib/cookies.ts,
 * auth/token.ts, layout/app-shell/sidebar-state.ts, host's chunk-reload.ts): keep it true.
 */
export function CookiePolicyPage() {
  const inLang = useLangPath();
  return (
    <InfoPage
      title={<Trans>Cookie policy</Trans>}
      lead={
        <Trans>
          The site keeps only what it needs to work. Nothing here tracks you or shows you advertising.
        </Trans>
      }
      effectiveOn={legalTextsEffectiveOn}
    >
      <h2>
        <Trans>In short</Trans>
      </h2>
      <ul>
        <li>
          <Trans>No analytics, advertising or third-party cookies.</Trans>
        </li>
        <li>
          <Trans>
            Three small cookies remember your language, your light or dark choice and your colour theme, so
            the next page opens the way you left it.
          </Trans>
        </li>
        <li>
          <Trans>While you are signed in, your browser’s storage holds your session token.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Because all of these are needed for the site to work as you asked, or remember a choice you made, we
          do not ask for consent and show no cookie banner.
        </Trans>
      </p>

      <h2>
        <Trans>Everything we keep in your browser</Trans>
      </h2>
      <ul className={styles.list}>
        {storedItems.map((item) => (
          <li key={item.name} className={styles.item}>
            <h3 className={styles.name}>
              <code>{item.name}</code>
            </h3>
            <dl className={styles.facts}>
              <dt>
                <Trans>Kind</Trans>
              </dt>
              <dd>{item.kind}</dd>
              <dt>
                <Trans>Purpose</Trans>
              </dt>
              <dd>{item.purpose}</dd>
              <dt>
                <Trans>Kept for</Trans>
              </dt>
              <dd>{item.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          The cookies are our own (first-party), sent only to this site, and readable by the page, because the
          page itself sets them when you switch language or theme. None of them holds your identity.
        </Trans>
      </p>

      <h2>
        <Trans>Paying</Trans>
      </h2>
      <p>
        <Trans>
          When you pay for a membership, the card payment provider’s page may use cookies of its own, under
          the provider’s policy. We receive the result of the payment, never your card details.
        </Trans>
      </p>

      <h2>
        <Trans>Removing them</Trans>
      </h2>
      <p>
        <Trans>
          Signing out removes your session token. You can delete cookies and site data at any time in your
          browser’s settings. The site then opens in Turkish, or in English if your browser prefers it, and
          follows your device’s light or dark setting.
        </Trans>
      </p>
      <p>
        <Trans>
          How we handle personal data in general is explained in the{' '}
          <Link to={inLang('/privacy')}>privacy notice</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
