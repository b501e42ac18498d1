import type { Language, Mail } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });
// 14:30 in Istanbul (UTC+3 all year): the mails show Istanbul time, whatever the server's zone.
const startsAt = '2026-06-15T11:30:00.000Z';
const endsAt = '2027-06-15T11:30:00.000Z';

/** Renders in one language and checks what every mail must be: no ICU placeholder left over. */
async function render(mail: Mail, language: Language) {
  const rendered = await renderer.render(mail, language);
  expect(rendered.subject).not.toMatch(/[{}]/);
  expect(rendered.text).not.toMatch(/[{}]/);
  return rendered;
}

describe('membership mails', () => {
  it('sends the verification link to /verifyemail/{token}, Turkish at the root and English under /en', async () => {
    const mail = {
      template: 'verifyEmail',
      data: { name: 'Zehra Çelik', token: 'a/b+c', expiresInDays: 7 },
    } as const;

    const turkish = await render(mail, 'tr');
    expect(turkish.subject).toBe('Koçluk Saatleri için e-posta adresinizi doğrulayın');
    expect(turkish.text).toContain('Merhaba Zehra Çelik,');
    expect(turkish.text).toContain('7 gün boyunca çalışır');
    expect(turkish.html).toContain('href="https://koc.example.org/verifyemail/a%2Fb%2Bc"');

    const english = await render(mail, 'en');
    expect(english.subject).toBe('Confirm your e-mail address for Coaching Hours');
    expect(english.text).toContain('The link works once, for 7 days.');
    expect(english.html).toContain('href="https://koc.example.org/en/verifyemail/a%2Fb%2Bc"');
  });

  it('gives the receipt of a card payment: number, package, period, price, membership dates, method', async () => {
    const mail = {
      template: 'orderReceipt',
      data: {
        name: 'Ayşe Demir',
        orderNumber: 100042,
        packageNameTr: 'Altın üyelik',
        packageNameEn: 'Gold membership',
        periodMonths: 12,
        priceUsd: '49.90',
        currency: 'USD',
        method: 'card',
        orderedAt: startsAt,
        startsAt,
        endsAt,
      },
    } as const;

    const turkish = await render(mail, 'tr');
    expect(turkish.subject).toBe('100042 numaralı siparişinizin makbuzu');
    expect(turkish.text).toContain('Merhaba Ayşe Demir,');
    expect(turkish.text).toContain('Ödemenizi aldık');
    expect(turkish.text).toContain('Sipariş numarası: 100042');
    expect(turkish.text).toContain('Paket: Altın üyelik');
    expect(turkish.text).toContain('Süre: 12 ay');
    expect(turkish.text).toContain('Tutar: $49,90');
    expect(turkish.text).toContain('Ödeme yöntemi: Kartla ödeme');
    expect(turkish.text).toContain('Üyelik: 15 Haziran 2026 14:30 – 15 Haziran 2027 14:30');
    expect(turkish.html).toContain('href="https://koc.example.org/user/settings"');

    const english = await render(mail, 'en');
    expect(english.subject).toBe('Your receipt for order 100042');
    expect(english.text).toContain('Order number: 100042');
    expect(english.text).toContain('Package: Gold membership');
    expect(english.text).toContain('Period: 12 months');
    expect(english.text).toContain('Price: US$49.90');
    expect(english.text).toContain('Payment method: Card payment');
    expect(english.text).toContain('Membership: from 15 June 2026 at 14:30 until 15 June 2027 at 14:30');
    expect(english.html).toContain('href="https://koc.example.org/en/user/settings"');
  });

  it('says when a membership was granted by hand, and counts a single month', async () => {
    const mail = {
      template: 'orderReceipt',
      data: {
        name: 'Ayşe Demir',
        orderNumber: 100043,
        packageNameTr: 'Aylık',
        packageNameEn: 'Monthly',
        periodMonths: 1,
        priceUsd: '10.00',
        currency: 'USD',
        method: 'manual',
        orderedAt: startsAt,
        startsAt,
        endsAt: '2026-07-15T11:30:00.000Z',
      },
    } as const;

    const english = await render(mail, 'en');
    expect(english.text).toContain('Our team recorded a membership for you');
    expect(english.text).toContain('Period: 1 month');
    expect(english.text).toContain('Payment method: Recorded by hand by our team');
    expect(english.text).not.toContain('Card payment');

    const turkish = await render(mail, 'tr');
    expect(turkish.text).toContain('Ekibimiz sizin için bir üyelik tanımladı');
    expect(turkish.text).toContain('Ödeme yöntemi: Ekibimiz tarafından elle tanımlandı');
  });

  it('warns before the membership ends, with the end date in Istanbul time and the renewal link', async () => {
    const mail = {
      template: 'membershipExpiring',
      data: { name: 'Ayşe Demir', subscriptionEndDate: endsAt, daysLeft: 7 },
    } as const;

    const turkish = await render(mail, 'tr');
    expect(turkish.subject).toBe('Üyeliğiniz 7 gün içinde sona eriyor');
    expect(turkish.text).toContain('15 Haziran 2027 14:30 tarihinde sona eriyor');
    expect(turkish.html).toContain('href="https://koc.example.org/user/membership-renewal"');

    const english = await render(mail, 'en');
    expect(english.subject).toBe('Your membership ends in 7 days');
    expect(english.text).toContain('ends on 15 June 2027 at 14:30');
    expect(english.html).toContain('href="https://koc.example.org/en/user/membership-renewal"');

    const lastDay = await render({ ...mail, data: { ...mail.data, daysLeft: 1 } }, 'en');
    expect(lastDay.subject).toBe('Your membership ends in 1 day');
  });

  it('tells that the membership has ended, with the renewal link', async () => {
    const mail = {
      template: 'membershipExpired',
      data: { name: 'Ayşe Demir', subscriptionEndDate: endsAt },
    } as const;

    const turkish = await render(mail, 'tr');
    expect(turkish.subject).toBe('Üyeliğiniz sona erdi');
    expect(turkish.text).toContain('15 Haziran 2027 14:30 tarihinde sona erdi');
    expect(turkish.html).toContain('href="https://koc.example.org/user/membership-renewal"');

    const english = await render(mail, 'en');
    expect(english.subject).toBe('Your membership has ended');
    expect(english.text).toContain('ended on 15 June 2027 at 14:30');
    expect(english.html).toContain('href="https://koc.example.org/en/user/membership-renewal"');
  });
});
