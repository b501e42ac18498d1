import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { inviteIcs } from '../../calendar/ical-files.ts';
import { sessionUid } from '../../calendar/session-uid.ts';
import { MailButton, MailLayout, projectPath, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition, type TemplateProps } from './template.ts';

type Props = TemplateProps<'sessionInvite'>;

function summaryOf({ data, i18n }: Props): string {
  return i18n._({
    id: 'mail.sessionInvite.summary',
    message: 'Coaching session with {partner}',
    values: { partner: data.partnerName },
  });
}

/**
 * A session both partners agreed on, its new time, or its cancellation (ADR 0056), to each partner
 * with the calendar invite that puts it in their calendar (METHOD:REQUEST) or takes it out
 * (METHOD:CANCEL). The invite names the platform's no-reply address as organizer and the recipient
 * alone as attendee: the partner's address is in no copy.
 */
export const sessionInviteMail: MailTemplateDefinition<'sessionInvite'> = {
  subject: ({ data, i18n, language }) => {
    const values = { partner: data.partnerName, when: formatMoment(data.startsAt, language) };
    if (data.change === 'cancelled')
      return i18n._({
        id: 'mail.sessionInvite.subjectCancelled',
        message: 'Cancelled: session with {partner} on {when}',
        values,
      });
    if (data.change === 'moved')
      return i18n._({
        id: 'mail.sessionInvite.subjectMoved',
        message: 'New time: session with {partner} on {when}',
        values,
      });
    return i18n._({ id: 'mail.sessionInvite.subject', message: 'Session with {partner} on {when}', values });
  },

  body: ({ data, i18n, language, link }) => {
    const values = {
      partner: data.partnerName,
      when: formatMoment(data.startsAt, language),
      minutes: data.minutes,
    };
    const what =
      data.change === 'cancelled'
        ? i18n._({
            id: 'mail.sessionInvite.cancelled',
            message:
              'Your session with {partner} on {when} was cancelled. The attached file takes it out of your calendar.',
            values,
          })
        : data.change === 'moved'
          ? i18n._({
              id: 'mail.sessionInvite.moved',
              message:
                'Your session with {partner} has a new time: {when} (Istanbul time), for {minutes} minutes. The attached file updates your calendar.',
              values,
            })
          : i18n._({
              id: 'mail.sessionInvite.scheduled',
              message:
                'Your session with {partner} is scheduled for {when} (Istanbul time), for {minutes} minutes. The attached file adds it to your calendar.',
              values,
            });
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: what,
        heading:
          data.change === 'cancelled'
            ? i18n._({ id: 'mail.sessionInvite.headingCancelled', message: 'Session cancelled' })
            : i18n._({ id: 'mail.sessionInvite.heading', message: 'Your next session' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.sessionInvite.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(Text, { style: textStyle }, what),
      data.change === 'cancelled'
        ? null
        : h(
            Text,
            { style: textStyle },
            data.role === 'coach'
              ? i18n._({
                  id: 'mail.sessionInvite.afterCoach',
                  message:
                    'Once the session has taken place, log it in the project with one click: your coachee confirms it.',
                })
              : i18n._({
                  id: 'mail.sessionInvite.afterCoachee',
                  message:
                    'Once the session has taken place, your coach logs it in the project and you confirm it.',
                }),
          ),
      h(MailButton, {
        href: link(projectPath(data.projectId)),
        label: i18n._({ id: 'mail.sessionInvite.button', message: 'Open the project' }),
      }),
    );
  },

  calendar: (props, sender) => {
    const { data, i18n, link } = props;
    return {
      method: data.change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      content: inviteIcs({
        uid: sessionUid(data.scheduledSessionId, sender.domain),
        sequence: data.sequence,
        method: data.change === 'cancelled' ? 'CANCEL' : 'REQUEST',
        startsAt: new Date(data.startsAt),
        minutes: data.minutes,
        stamp: new Date(),
        summary: summaryOf(props),
        description: i18n._({
          id: 'mail.sessionInvite.description',
          message: 'A coaching session of your project on the platform.',
        }),
        url: link(projectPath(data.projectId)),
        organizer: { name: sender.name, email: sender.email },
        attendee: { name: data.name, email: data.email },
      }),
    };
  },
};
