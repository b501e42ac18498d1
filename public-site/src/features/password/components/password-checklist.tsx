import { VisuallyHidden } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Circle, CircleCheck } from 'lucide-react';
import { type PasswordRule, passwordRules, unmetPasswordRules } from '../utils/password-rules.ts';
import * as styles from './password.css.ts';

const ruleLabels: Record<PasswordRule, MessageDescriptor> = {
  passwordTooShort: msg`At least 8 characters`,
  passwordLowercase: msg`A lowercase letter`,
  passwordUppercase: msg`An uppercase letter`,
  passwordDigit: msg`A digit`,
  passwordSpecial: msg`A special character, such as ! ? * #`,
};

/**
 * The password rules, ticked off while typing. It is the field's description, so a screen reader
 * reads the rules and which are met when the field takes focus; it is not a live region, which
 * would speak on every key.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  const unmet = unmetPasswordRules(password);
  return (
    // Spans, not a <ul>: the field's description is itself a <span>. No roles or labels either:
    // the description is read as the text inside it, and an aria-label would replace that text.
    <span className={styles.checklist}>
      {passwordRules.map((rule) => {
        const met = !unmet.has(rule);
        return (
          <span key={rule} className={[styles.rule, met ? styles.ruleMet : ''].join(' ')}>
            {met ? (
              <CircleCheck className={styles.ruleState.met} size={16} aria-hidden="true" />
            ) : (
              <Circle className={styles.ruleState.unmet} size={16} aria-hidden="true" />
            )}
            <span>{i18n._(ruleLabels[rule])}</span>
            <VisuallyHidden>{met ? t`(done).` : t`(not yet).`}</VisuallyHidden>
          </span>
        );
      })}
    </span>
  );
}
