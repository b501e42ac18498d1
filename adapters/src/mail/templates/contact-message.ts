import { Button, Link, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, quoteStyle, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/** Someone wrote through the public contact form: every active administrator gets the message. */
export const contactMessageMail: MailTemplateDefinition<'contactMessage'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.contactMessage.subject',
      message: 'Contact form: a message from {sender}',
      values: { sender: data.senderName },
    }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: data.message.slice(0, 120),
        heading: i18n._({ id: 'mail.contactMessage.heading', message: 'A message from the contact form' }),
        footer: i18n._({
          id: 'mail.contactMessage.footer',
          message:
            'You receive this mail because you are an administrator of Coaching Hours. A reply to it goes to {sender}.',
          values: { sender: data.senderName },
        }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.contactMessage.greeting',
          message: 'Hello {name},',
          values: { name: data.recipientName },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        data.senderLanguage === 'en'
          ? i18n._({
              id: 'mail.contactMessage.introEnglish',
              message: '{sender} wrote on {moment} from the English pages:',
              values: { sender: data.senderName, moment: formatMoment(data.sentAt, language) },
            })
          : i18n._({
              id: 'mail.contactMessage.introTurkish',
              message: '{sender} wrote on {moment} from the Turkish pages:',
              values: { sender: data.senderName, moment: formatMoment(data.sentAt, language) },
            }),
      ),
      h(Text, { style: quoteStyle }, data.message),
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.contactMessage.replyTo', message: 'To answer, reply to this mail or write to' }),
        ' ',
        h(Link, { href: `mailto:${data.senderEmail}` }, data.senderEmail),
        '.',
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/admin/contact-messages'), style: buttonStyle },
          i18n._({ id: 'mail.contactMessage.button', message: 'Open the contact messages' }),
        ),
      ),
    ),

  // The administrator's reply reaches the visitor, not the platform's no-reply address.
  replyTo: ({ data }) => ({ name: data.senderName, address: data.senderEmail }),
};
