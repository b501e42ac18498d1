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
      h(
        Text,
        { style: textStyle },
        data.role === 'coach'
          ? i18n._({
              id: 'mail.projectMatched.asCoach',
              message: 'You will coach {partner} ({email}). The sessions are held in {language}.',
              values,
            })
          : i18n._({
              id: 'mail.projectMatched.asCoachee',
              message: '{partner} ({email}) will coach you. The sessions are held in {language}.',
              values,
            }),
      ),
      h(
        Text,
        { style: textStyle },
        data.role === 'coach'
          ? i18n._({
              id: 'mail.projectMatched.deadlineCoach',
              message:
                'Get in touch with your coachee to plan the sessions. When they are done, send the closing request with the number of sessions; the project must be closed by {deadline}.',
              values,
            })
          : i18n._({
              id: 'mail.projectMatched.deadlineCoachee',
              message:
                'Your coach will get in touch with you to plan the sessions. The project must be closed by {deadline}.',
              values,
            }),
      ),
      projectsButton(i18n, link),
    );
  },
};
