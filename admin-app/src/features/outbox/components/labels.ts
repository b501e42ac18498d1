import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each mail kind is called on the page; a kind added on the server shows its name until here. */
export const templateLabels: Readonly<Record<string, MessageDescriptor>> = {
  test: msg`Test mail`,
};

export const statusLabels = {
  pending: msg`Waiting`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} as const satisfies Record<string, MessageDescriptor>;

export const languageLabels = {
  tr: msg`Turkish`,
  en: msg`English`,
} as const satisfies Record<string, MessageDescriptor>;
