import type { Language } from '@coach/core';
import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

const detailStyle = { ...textStyle, margin: '4px 0' } as const;

/**
 * A price in its currency as readers of the language write it ("$49,00" / "US$49.00"). The amount
 * is formatted from its decimal text, so no digit is lost to floating point on the way.
 */
function formatPrice(amount: string, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency }).format(
    amount as `${number}`,
  );
}

/** One line of the receipt: the label in bold, then the value. */
function detail(label: string, value: string) {
  return h(Text, { style: detailStyle }, h('strong', null, `${label}:`), ` ${value}`);
}

/** A membership was bought by card or granted by hand: the receipt, with the period it added. */
export const orderReceiptMail: MailTemplateDefinition<'orderReceipt'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.orderReceipt.subject',
      message: 'Your receipt for order {orderNumber}',
      values: { orderNumber: String(data.orderNumber) },
    }),

  body: ({ data, i18n, language, link }) => {
    const packageName = language === 'tr' ? data.packageNameTr : data.packageNameEn;
    const period = {
      startsAt: formatMoment(data.startsAt, language),
      endsAt: formatMoment(data.endsAt, language),
    };
    const method =
      data.method === 'card'
        ? i18n._({ id: 'mail.orderReceipt.methodCard', message: 'Card payment' })
        : i18n._({ id: 'mail.orderReceipt.methodManual', message: 'Recorded by hand by our team' });
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.orderReceipt.preview',
          message: '{packageName}: your membership now runs until {endsAt}.',
          values: { packageName, endsAt: period.endsAt },
        }),
        heading: i18n._({ id: 'mail.orderReceipt.heading', message: 'Thank you for your order' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.orderReceipt.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        data.method === 'card'
          ? i18n._({
              id: 'mail.orderReceipt.introCard',
              message: 'We received your payment and your membership is active. Here is your receipt.',
            })
          : i18n._({
              id: 'mail.orderReceipt.introManual',
              message:
                'Our team recorded a membership for you (for example after a bank transfer), and it is active. Here is your receipt.',
            }),
      ),
      h(
        Section,
        { style: { margin: '16px 0' } },
        detail(
          i18n._({ id: 'mail.orderReceipt.orderNumber', message: 'Order number' }),
          String(data.orderNumber),
        ),
        detail(
          i18n._({ id: 'mail.orderReceipt.date', message: 'Date' }),
          formatMoment(data.orderedAt, language),
        ),
        detail(i18n._({ id: 'mail.orderReceipt.package', message: 'Package' }), packageName),
        detail(
          i18n._({ id: 'mail.orderReceipt.period', message: 'Period' }),
          i18n._({
            id: 'mail.orderReceipt.months',
            message: '{months, plural, one {# month} other {# months}}',
            values: { months: data.periodMonths },
          }),
        ),
        detail(
          i18n._({ id: 'mail.orderReceipt.price', message: 'Price' }),
          formatPrice(data.priceUsd, data.currency, language),
        ),
        detail(i18n._({ id: 'mail.orderReceipt.method', message: 'Payment method' }), method),
        detail(
          i18n._({ id: 'mail.orderReceipt.membership', message: 'Membership' }),
          i18n._({
            id: 'mail.orderReceipt.membershipPeriod',
            message: 'from {startsAt} until {endsAt}',
            values: period,
          }),
        ),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/user/settings'), style: buttonStyle },
          i18n._({ id: 'mail.orderReceipt.button', message: 'See my orders' }),
        ),
      ),
    );
  },
};
