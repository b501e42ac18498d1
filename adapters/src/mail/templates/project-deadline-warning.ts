import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { confirmPath, projectsButton } from './project-parts.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/**
 * A deadline is near (docs/product-rules.md §8): the project's end 7 days and 1 day before, or the
 * confirmation window 1 day before it closes. Each tells what the reader can still do.
 */
export const projectDeadlineWarningMail: MailTemplateDefinition<'projectDeadlineWarning'> = {
  subject: ({ data, i18n }) => {
    const values = { partner: data.partnerName };
    if (data.kind === 'deadline_in_7_days') {
      return i18n._({
        id: 'mail.projectDeadlineWarning.subject7Days',
        message: 'Your project with {partner} must be closed within 7 days',
        values,
      });
    }
    if (data.kind === 'deadline_in_1_day') {
      return i18n._({
        id: 'mail.projectDeadlineWarning.subject1Day',
        message: 'Your project with {partner} must be closed within a day',
        values,
      });
    }
    return i18n._({
      id: 'mail.projectDeadlineWarning.subjectConfirmation',
      message: 'Last day to confirm the sessions of your project with {partner}',
      values,
    });
  },

  body: ({ data, i18n, language, link }) => {
    const values = { partner: data.partnerName, dueAt: formatMoment(data.dueAt, language) };
    const confirmation = data.kind === 'confirmation_in_1_day';
    const paragraphs = confirmation
      ? [
          data.role === 'coachee'
            ? i18n._({
                id: 'mail.projectDeadlineWarning.confirmCoachee',
                message:
                  '{partner} sent the closing request of your project and waits for your confirmation until {dueAt}. After that the system completes the project without you.',
                values,
              })
            : i18n._({
                id: 'mail.projectDeadlineWarning.confirmCoach',
                message:
                  'Your closing request waits for the confirmation of {partner} until {dueAt}. After that the system completes the project.',
                values,
              }),
        ]
      : [
          i18n._({
            id: 'mail.projectDeadlineWarning.deadline',
            message:
              'Your project with {partner} must be closed by {dueAt}. If it is still open then, the system ends it and both partners lose penalty points.',
            values,
          }),
          data.role === 'coach'
            ? i18n._({
                id: 'mail.projectDeadlineWarning.deadlineCoach',
                message:
                  'As the coach, send the closing request with the number of sessions; your coachee then confirms it.',
              })
            : i18n._({
                id: 'mail.projectDeadlineWarning.deadlineCoachee',
                message: 'As the coachee, you can complete the project yourself with the number of sessions.',
              }),
        ];
    const confirmButton =
      confirmation && data.role === 'coachee' && data.projectCompletionRequestId
        ? h(
            Section,
            { style: { margin: '24px 0' } },
            h(
              Button,
              { href: link(confirmPath(data.projectCompletionRequestId)), style: buttonStyle },
              i18n._({
                id: 'mail.projectDeadlineWarning.confirmButton',
                message: 'See and confirm the sessions',
              }),
            ),
          )
        : projectsButton(i18n, link);
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: paragraphs[0] ?? '',
        heading: confirmation
          ? i18n._({
              id: 'mail.projectDeadlineWarning.headingConfirmation',
              message: 'A confirmation is due',
            })
          : i18n._({ id: 'mail.projectDeadlineWarning.heading', message: 'A project deadline is near' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectDeadlineWarning.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      ...paragraphs.map((paragraph) => h(Text, { style: textStyle }, paragraph)),
      confirmButton,
    );
  },
};
