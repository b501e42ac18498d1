import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailButton, MailLayout, projectPath, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/**
 * The partner wrote in the project's thread (ADR 0057). It names the writer and links to the
 * thread; it carries neither the text nor anyone's address (ADR 0033), and no Reply-To: the answer
 * is written in the thread. One such mail waits at a time per thread: the next comes after the
 * recipient read the thread, however many messages arrive meanwhile.
 */
export const projectMessageMail: MailTemplateDefinition<'projectMessage'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.projectMessage.subject',
      message: 'New message from {partner}',
      values: { partner: data.partnerName },
    }),

  body: ({ data, i18n, language, link }) => {
    const news =
      data.role === 'coach'
        ? i18n._({
            id: 'mail.projectMessage.fromCoachee',
            message: 'Your coachee {partner} wrote to you in your project.',
            values: { partner: data.partnerName },
          })
        : i18n._({
            id: 'mail.projectMessage.fromCoach',
            message: 'Your coach {partner} wrote to you in your project.',
            values: { partner: data.partnerName },
          });
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: news,
        heading: i18n._({ id: 'mail.projectMessage.heading', message: 'You have a new message' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.projectMessage.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(Text, { style: textStyle }, news),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectMessage.once',
          message:
            'Read and answer it in the project. Until you have read it, further messages in this project do not send another mail.',
        }),
      ),
      h(MailButton, {
        href: link(projectPath(data.projectId)),
        label: i18n._({ id: 'mail.projectMessage.button', message: 'Open the messages' }),
      }),
    );
  },
};
