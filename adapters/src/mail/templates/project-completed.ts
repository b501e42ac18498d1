import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailLayout, textStyle } from './layout.ts';
import { pointsSentence, projectsButton } from './project-parts.ts';
import type { MailTemplateDefinition } from './template.ts';

/** A project was completed: how (by the coachee, by confirmation, by the system), and the reader's points. */
export const projectCompletedMail: MailTemplateDefinition<'projectCompleted'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.projectCompleted.subject',
      message: 'Your project with {partner} is completed',
      values: { partner: data.partnerName },
    }),

  body: ({ data, i18n, language, link }) => {
    const values = { partner: data.partnerName, count: data.sessionCount };
    const asCoach = data.role === 'coach';
    const how = {
      completed_by_coachee: () =>
        asCoach
          ? i18n._({
              id: 'mail.projectCompleted.byCoacheeToCoach',
              message:
                '{partner} completed your coaching project, with {count, plural, one {# session} other {# sessions}}.',
              values,
            })
          : i18n._({
              id: 'mail.projectCompleted.byCoacheeToCoachee',
              message:
                'You completed your project with {partner}, with {count, plural, one {# session} other {# sessions}}.',
              values,
            }),
      completed_confirmed: () =>
        asCoach
          ? i18n._({
              id: 'mail.projectCompleted.confirmedToCoach',
              message:
                '{partner} confirmed your closing request: {count, plural, one {# session} other {# sessions}}.',
              values,
            })
          : i18n._({
              id: 'mail.projectCompleted.confirmedToCoachee',
              message:
                'You confirmed the closing request of {partner}: {count, plural, one {# session} other {# sessions}}.',
              values,
            }),
      completed_by_system: () =>
        asCoach
          ? i18n._({
              id: 'mail.projectCompleted.bySystemToCoach',
              message:
                '{partner} did not confirm your closing request in time, so the system completed the project with the {count, plural, one {# session} other {# sessions}} you sent.',
              values,
            })
          : i18n._({
              id: 'mail.projectCompleted.bySystemToCoachee',
              message:
                'You did not confirm the closing request of {partner} in time, so the system completed the project with the {count, plural, one {# session} other {# sessions}} your coach sent.',
              values,
            }),
    }[data.state];
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: pointsSentence(i18n, data.points),
        heading: i18n._({ id: 'mail.projectCompleted.heading', message: 'Project completed' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectCompleted.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(Text, { style: textStyle }, how()),
      h(Text, { style: textStyle }, pointsSentence(i18n, data.points)),
      projectsButton(i18n, link),
    );
  },
};
