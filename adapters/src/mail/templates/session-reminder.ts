import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailButton, MailLayout, projectPath, textStyle } from './layout.ts';
import { formatDay, type MailTemplateDefinition } from './template.ts';

/**
 * Two weeks passed in an open project without a logged session (the daily job, once per gap): a
 * nudge to both partners before the project's deadline turns the silence into penalty points. It
 * asks for either of the two things that help: log the session that did happen, or plan the next.
 * The button opens the member's projects page at this project, where its session log is.
 */
export const sessionReminderMail: MailTemplateDefinition<'sessionReminder'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.sessionReminder.subject',
      message: 'No session with {partner} logged for {days} days',
      values: { partner: data.partnerName, days: data.days },
    }),

  body: ({ data, i18n, language, link }) => {
    const values = { partner: data.partnerName, days: data.days };
    const since =
      data.lastSessionOn === null
        ? i18n._({
            id: 'mail.sessionReminder.noSessionYet',
            message:
              'Your project with {partner} started {days} days ago, and no session has been logged in it yet.',
            values,
          })
        : i18n._({
            id: 'mail.sessionReminder.lastSession',
            message:
              'The last session logged in your project with {partner} was on {lastSessionOn}, {days} days ago.',
            values: {
              partner: data.partnerName,
              days: data.days,
              lastSessionOn: formatDay(data.lastSessionOn, language),
            },
          });
    const plan =
      data.role === 'coach'
        ? i18n._({
            id: 'mail.sessionReminder.planCoach',
            message: 'If you have not met since, agree on the next session with your coachee {partner}.',
            values,
          })
        : i18n._({
            id: 'mail.sessionReminder.planCoachee',
            message: 'If you have not met since, agree on the next session with your coach {partner}.',
            values,
          });
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: since,
        heading: i18n._({ id: 'mail.sessionReminder.heading', message: 'Time for your next session?' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.sessionReminder.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(Text, { style: textStyle }, since),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.sessionReminder.logIt',
          message:
            'If you met, log the session in the project so that your partner can confirm it: confirmed hours count towards your coaching log.',
        }),
      ),
      h(Text, { style: textStyle }, plan),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.sessionReminder.deadline',
          message:
            'A project still open at its deadline is ended by the system, and both partners lose penalty points.',
        }),
      ),
      h(MailButton, {
        href: link(projectPath(data.projectId)),
        label: i18n._({ id: 'mail.sessionReminder.button', message: 'Open the session log' }),
      }),
    );
  },
};
