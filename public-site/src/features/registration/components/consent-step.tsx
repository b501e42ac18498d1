import { Link, useLangPath, VisuallyHidden } from '@coach/kit';
import { FormCheckbox } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RegistrationForm } from '../utils/wizard-schema.ts';
import * as styles from './registration.css.ts';

/** A legal page in a new tab, so the wizard (and what was typed) stays where it is. */
function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <ExternalLink className={styles.externalIcon} size={14} aria-hidden="true" />
      <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
    </Link>
  );
}

/** Step 3: the terms of use, the data-protection agreement (KVKK) and the minimum age, each ticked. */
export function ConsentStep({ form }: { form: RegistrationForm }) {
  const { t } = useLingui();
  const inLang = useLangPath();
  return (
    <>
      <p className={styles.text}>
        <Trans>
          Please read the agreements and confirm each of them. You can open them here in a new tab.
        </Trans>
      </p>
      <FormCheckbox
        form={form}
        name="acceptTerms"
        label={t`I have read and accept the terms of use.`}
        isRequired
        description={
          <LegalLink to={inLang('/termsandconditions')}>
            <Trans>Read the terms of use</Trans>
          </LegalLink>
        }
      />
      <FormCheckbox
        form={form}
        name="acceptDataProtection"
        label={t`I have read the data-protection notice (KVKK) and agree to the processing of my personal data.`}
        isRequired
        description={
          <LegalLink to={inLang('/privacy')}>
            <Trans>Read the data-protection notice</Trans>
          </LegalLink>
        }
      />
      <FormCheckbox form={form} name="confirmAdult" label={t`I am 18 years of age or older.`} isRequired />
    </>
  );
}
