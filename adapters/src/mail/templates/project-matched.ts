import type { MailData } from '@coach/core';
import type { I18n } from '@lingui/core';
import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailLayout, textStyle } from './layout.ts';
import { languageName, projectsButton } from './project-parts.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/** A matching run (or an administrator) paired two members: each learns the partner, the role and the deadline. */
export const projectMatchedMail: MailTemplateDefinition<'projectMatched'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.projectMatched.subject',
      message: 'Your new coaching project with {partner}',
      values: { partner: data.partnerName },
    }),

  body: ({ data, i18n, language, link }) => {
    const values = {
      partner: data.partnerName,
      email: data.partnerEmail,
      language: languageName(i18n, data.language),
      deadline: formatMoment(data.deadlineAt, language),
    };
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.projectMatched.preview',
          message: 'You were paired with {partner}. Close the project by {deadline}.',
          values,
        }),
        heading: i18n._({ id: 'mail.projectMatched.heading', message: 'You have a new project' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.projectMatched.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(Text, { style: textStyle }, pairedText(data, i18n, values)),
      h(Text, { style: textStyle }, nextStepText(data, i18n, values)),
      projectsButton(i18n, link),
    );
  },
};

type MatchedData = MailData<'projectMatched'>;
type Values = Record<string, string | null>;

/** Who coaches whom, with the partner's e-mail when the recipient may see it (ADR 0033). */
function pairedText(data: MatchedData, i18n: I18n, values: Values): string {
  if (data.role === 'coachee') {
    return i18n._({
      id: 'mail.projectMatched.asCoachee',
      message: '{partner} ({email}) will coach you. The sessions are held in {language}.',
      values,
    });
  }
  return data.partnerEmail === null
    ? i18n._({
        id: 'mail.projectMatched.asCoachWithoutEmail',
        message: 'You will coach {partner}. The sessions are held in {language}.',
        values,
      })
    : i18n._({
        id: 'mail.projectMatched.asCoach',
        message: 'You will coach {partner} ({email}). The sessions are held in {language}.',
        values,
      });
}

/** Who gets in touch first: the coach, unless the coachee keeps their e-mail from coaches. */
function nextStepText(data: MatchedData, i18n: I18n, values: Values): string {
  if (data.role === 'coach') {
    return data.coacheeSharesEmail
      ? i18n._({
          id: 'mail.projectMatched.deadlineCoach',
          message:
            'Get in touch with your coachee to plan the sessions. When they are done, send the closing request with the number of sessions; the project must be closed by {deadline}.',
          values,
        })
      : i18n._({
          id: 'mail.projectMatched.deadlineCoachPrivate',
          message:
            'Your coachee keeps their e-mail private and will get in touch with you to plan the sessions. When they are done, send the closing request with the number of sessions; the project must be closed by {deadline}.',
          values,
        });
  }
  return data.coacheeSharesEmail
    ? i18n._({
        id: 'mail.projectMatched.deadlineCoachee',
        message:
          'Your coach will get in touch with you to plan the sessions. The project must be closed by {deadline}.',
        values,
      })
    : i18n._({
        id: 'mail.projectMatched.deadlineCoacheePrivate',
        message:
          'You keep your e-mail private from your coaches, so get in touch with your coach to plan the sessions. The project must be closed by {deadline}.',
        values,
      });
}
