import { auditActions, mailTemplates } from '@coach/core/contracts';
import { i18n, mergeCatalogues } from '@coach/kit';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { templateLabels } from '../../outbox/components/labels.ts';
import { actionLabelOf, actionLabels } from './labels.ts';

/** The label of `action` in `lang`, or its code as the log shows an unknown one. */
function labelOf(action: string, lang: 'tr' | 'en'): string {
  mergeCatalogues({ tr, en });
  i18n.activate(lang);
  const label = actionLabelOf(action);
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

describe('every code the server writes has words in both languages', () => {
  // A new action on the server (core's auditActions, which recordAudit requires) fails here until
  // it has a label, translated: the log never shows a bare code for something this app knows of.
  it.each(auditActions)('audit action %s', (action) => {
    expect(actionLabels[action]).toBeDefined();
    const english = labelOf(action, 'en');
    const turkish = labelOf(action, 'tr');
    expect(english).not.toBe(action);
    expect(turkish).not.toBe(action);
    expect(turkish).not.toBe(english);
  });

  it.each(mailTemplates)('outbox mail kind %s', (template) => {
    const label = templateLabels[template];
    expect(label).toBeDefined();
    mergeCatalogues({ tr, en });
    i18n.activate('en');
    const english = i18n._(label);
    i18n.activate('tr');
    const turkish = i18n._(label);
    expect(english).not.toBe(template);
    expect(turkish).not.toBe(english);
  });
});
