import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/**
 * The membership has ended (docs/product-rules.md §4): requests are refused (4029) until the member
 * renews; nothing of theirs is lost meanwhile.
 */
export const membershipExpiredMail: MailTemplateDefinition<'membershipExpired'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.membershipExpired.subject', message: 'Your membership has ended' }),

  body: ({ data, i18n, language, link }) => {
    const endedAt = formatMoment(data.subscriptionEndDate, language);
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.membershipExpired.preview',
          message: 'Your membership ended on {endedAt}. Renew it to coach and be coached again.',
          values: { endedAt },
        }),
        heading: i18n._({ id: 'mail.membershipExpired.heading', message: 'Your membership has ended' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpired.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpired.body',
          message:
            'Your Coaching Hours membership ended on {endedAt}. Until you renew it, you cannot ask for coaching or coach.',
          values: { endedAt },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpired.dataKept',
          message: 'Your account, your projects and your points are kept: renew whenever you are ready.',
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/user/membership-renewal'), style: buttonStyle },
          i18n._({ id: 'mail.membershipExpired.button', message: 'Renew my membership' }),
        ),
      ),
    );
  },
};
