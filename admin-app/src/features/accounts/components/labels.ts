import type { AccountStatus, Language } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const statusLabels: Record<AccountStatus, MessageDescriptor> = {
  active: msg`Active`,
  passive: msg`Passive`,
};

/** Languages named in their own language, as people look for them in a list. */
export const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };
