import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/**
 * The membership ends in a few days (docs/product-rules.md §4; the reminder job sends it 7 days
 * before): renewing now loses nothing, since the new period starts where the current one ends.
 */
export const membershipExpiringMail: MailTemplateDefinition<'membershipExpiring'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.membershipExpiring.subject',
      message: 'Your membership ends in {days, plural, one {# day} other {# days}}',
      values: { days: data.daysLeft },
    }),

  body: ({ data, i18n, language, link }) => {
    const endsAt = formatMoment(data.subscriptionEndDate, language);
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.membershipExpiring.preview',
          message: 'Your membership ends on {endsAt}. Renew it to keep coaching without a break.',
          values: { endsAt },
        }),
        heading: i18n._({ id: 'mail.membershipExpiring.heading', message: 'Your membership ends soon' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpiring.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpiring.body',
          message:
            'Your Coaching Hours membership ends on {endsAt}. After that you cannot ask for coaching or coach until you renew.',
          values: { endsAt },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.membershipExpiring.renewNow',
          message: 'Renewing now costs you no days: the new period starts when the current one ends.',
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/user/membership-renewal'), style: buttonStyle },
          i18n._({ id: 'mail.membershipExpiring.button', message: 'Renew my membership' }),
        ),
      ),
    );
  },
};
