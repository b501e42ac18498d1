import type { OrderDetails } from '@coach/core';
import { orderReceipt } from '@coach/core/membership/order-receipt';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdfmakeDocuments } from './pdfmake-documents.ts';

// A receipt rendered by the real adapter, read back as text. The text is extracted with unpdf
// (PDF.js built for servers: no canvas, no native module), because pdfmake writes each line as
// glyph ids of an embedded font subset: searching the content streams for "Şahin" finds nothing,
// and only a reader that maps the glyphs back through the font's ToUnicode table proves that the
// letters survive. A font without ş or İ would leave them out, and these tests would fail.

const documents = createPdfmakeDocuments();

const card: OrderDetails = {
  id: '9b2f7c1e-4a0d-4c55-9d7e-0f3c5a1b2c3d',
  orderNumber: 100_042,
  accountId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  buyerName: 'Ayşe Çağrı Işıkgöz',
  buyerEmail: 'ayse@example.com',
  membershipPackageId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  checkoutId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  provider: 'iyzico',
  providerReference: 'IYZ-778899',
  method: 'card',
  periodMonths: 6,
  priceUsd: '1250.00',
  currency: 'TRY',
  note: null,
  grantedByAccountId: null,
  startsAt: new Date('2026-12-01T09:00:00Z'),
  endsAt: new Date('2027-06-01T09:00:00Z'),
  createdAt: new Date('2026-11-30T21:30:00Z'),
  packageCode: 'COACH-6',
  packageNameTr: 'Koç Paketi – 6 Ay İleri Düzey',
  packageNameEn: 'Coach Package – 6 Months Advanced',
  grantedByName: null,
};

async function textOf(bytes: Uint8Array) {
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  // PDF.js puts a line's pieces together with spaces or line breaks; one space between words is enough.
  return { totalPages, text: text.replace(/\s+/g, ' ') };
}

describe('pdfmake documents: a receipt', () => {
  it('writes a one-page PDF in Turkish with every Turkish letter, the lira amount and Istanbul’s dates', async () => {
    const bytes = await documents.receipt(orderReceipt(card, 'tr', new Date('2026-11-30T22:00:00Z')));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await textOf(bytes);
    expect(totalPages).toBe(1);
    for (const expected of [
      'Koçluk Saatleri',
      'Makbuz',
      'Sipariş no 100042',
      'Ayşe Çağrı Işıkgöz',
      'ayse@example.com',
      'Koç Paketi – 6 Ay İleri Düzey',
      '6 ay',
      // Ordered at 21:30 UTC on 30 November: already 1 December in Istanbul.
      '1 Aralık 2026 00:30',
      '1 Aralık 2026 – 1 Haziran 2027',
      '₺1.250,00',
      'Kartla ödeme',
      'iyzico',
      'IYZ-778899',
    ])
      expect(text).toContain(expected);
  });

  it('writes the same receipt in English, and one granted by hand with its note and who granted it', async () => {
    const granted: OrderDetails = {
      ...card,
      method: 'manual',
      provider: null,
      providerReference: null,
      checkoutId: null,
      priceUsd: '49',
      currency: 'USD',
      note: 'Havale – Şubat dekontu',
      grantedByName: 'Zeynep Yılmaz',
      grantedByAccountId: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
    };
    const { text } = await textOf(await documents.receipt(orderReceipt(granted, 'en', new Date())));
    for (const expected of [
      'Coaching Hours',
      'Receipt',
      'Order no. 100042',
      'Coach Package – 6 Months Advanced',
      '6 months',
      '1 December 2026 – 1 June 2027',
      'US$49.00',
      'Granted by hand',
      'Zeynep Yılmaz',
      'Havale – Şubat dekontu',
      'Ayşe Çağrı Işıkgöz',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Payment provider');
  });
});
