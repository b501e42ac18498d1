import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * Gives react-aria the page's language: its built-in texts ("Clear search", the listbox
 * announcements), number formats and the combo box's search (Turkish İ/ı match i/I) follow it.
 * Each kit part that needs it wraps itself, so a remote works without anything from the host.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <I18nProvider locale={i18n.locale === 'en' ? 'en-GB' : 'tr-TR'}>{children}</I18nProvider>;
}
