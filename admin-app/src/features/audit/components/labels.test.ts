import { i18n, mergeCatalogues } from '@coach/kit';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { actionLabels } from './labels.ts';

/** The label of `action` in `lang`, or its code as the log shows an unknown one. */
function labelOf(action: string, lang: 'tr' | 'en'): string {
  mergeCatalogues({ tr, en });
  i18n.activate(lang);
  const label = actionLabels[action];
  return label ? i18n._(label) : action;
}

describe('audit action labels', () => {
  // The action names the identity use cases write (issue 11, ADR 0023).
  it.each([
    ['auth.linkIdentity', 'Sign-in service linked', 'Giriş hizmeti bağlandı'],
    ['auth.unlinkIdentity', 'Sign-in service unlinked', 'Giriş hizmetinin bağlantısı kaldırıldı'],
    ['auth.identitySignIn', 'Signed in with a sign-in service', 'Bir giriş hizmetiyle giriş yapıldı'],
  ])('names %s in both languages', (action, english, turkish) => {
    expect(labelOf(action, 'en')).toBe(english);
    expect(labelOf(action, 'tr')).toBe(turkish);
  });
});
