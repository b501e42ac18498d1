import type { Language } from '@coach/core';
import type { I18n } from '@lingui/core';
import { Button, Section } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle } from './layout.ts';

/** A coaching language named in the reader's language ("Turkish" / "Türkçe"). */
export function languageName(i18n: I18n, language: Language): string {
  return language === 'tr'
    ? i18n._({ id: 'mail.project.language.tr', message: 'Turkish' })
    : i18n._({ id: 'mail.project.language.en', message: 'English' });
}

/** The path of the coachee's confirm page (docs/product-rules.md §8); `link` adds /en for English readers. */
export function confirmPath(projectCompletionRequestId: string): string {
  return `/projectcompletionrequestapprovalbycoachee/${encodeURIComponent(projectCompletionRequestId)}`;
}

/** The button to the member's projects page, where every project mail leads. */
export function projectsButton(i18n: I18n, link: (path: string) => string) {
  return h(
    Section,
    { style: { margin: '24px 0' } },
    h(
      Button,
      { href: link('/user/projects'), style: buttonStyle },
      i18n._({ id: 'mail.project.projectsButton', message: 'See your projects' }),
    ),
  );
}

/** How the project's points moved for the reader: earned, deducted, or unchanged. */
export function pointsSentence(i18n: I18n, points: number): string {
  if (points > 0) {
    return i18n._({
      id: 'mail.project.pointsEarned',
      message: '{points, plural, one {You earned # point.} other {You earned # points.}}',
      values: { points },
    });
  }
  if (points < 0) {
    return i18n._({
      id: 'mail.project.pointsDeducted',
      message:
        '{points, plural, one {# point was deducted from your score.} other {# points were deducted from your score.}}',
      values: { points: -points },
    });
  }
  return i18n._({ id: 'mail.project.pointsUnchanged', message: 'Your points did not change.' });
}
