import { downloadOrderReceipt, execute, grantMembership, listOrderHistory } from '@coach/core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { outcome, shop } from './membership-testing.ts';

// An order's receipt on the fast tier (in-memory repositories, the real PDF adapter): a card order
// names its provider and the provider's reference, read back from the PDF (unpdf maps the embedded
// font's glyphs back to letters; pdfmake-documents.test.ts says why a text search cannot).

const start = new Date('2026-03-02T09:00:00Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('an order’s receipt', () => {
  it('gives the buyer of a card order a PDF with the provider and its reference, in the language asked for', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    await s.buy(ayse, s.packages.coachYear.id);
    const [order] = await execute(listOrderHistory, ayse.ctx, {});
    if (!order) throw new Error('no order was recorded');
    const [retrieval] = s.gateway.retrievals;
    const turkish = await execute(downloadOrderReceipt, ayse.ctx, { orderId: order.orderId, language: 'tr' });
    expect(turkish).toMatchObject({
      fileName: `makbuz-${order.orderNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await textOf(turkish.bytes);
    for (const expected of [
      `Sipariş no ${order.orderNumber}`,
      'Koç yıllık',
      '12 ay',
      '$100,00',
      'Kartla ödeme',
      'Test ödemeleri (sandbox)',
      `payment-${retrieval?.token}`,
    ])
      expect(text).toContain(expected);
    const english = await execute(downloadOrderReceipt, ayse.ctx, { orderId: order.orderId, language: 'en' });
    expect(english.fileName).toBe(`receipt-${order.orderNumber}.pdf`);
    expect(await textOf(english.bytes)).toContain('Coach yearly');
  });

  it('is the buyer’s and the staff’s: another member and an unknown order get 4002, nobody signed in 4001', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const { order } = await execute(grantMembership, s.admin.ctx, {
      accountId: ayse.id,
      membershipPackageId: s.packages.month.id,
      note: 'Havale',
    });
    const input = { orderId: order.orderId, language: 'tr' } as const;
    for (const staff of [s.admin, s.salesman])
      expect((await execute(downloadOrderReceipt, staff.ctx, input)).contentType).toBe('application/pdf');
    const bora = await s.member('Bora');
    expect(await outcome(execute(downloadOrderReceipt, bora.ctx, input))).toBe('recordNotFound');
    expect(await outcome(execute(downloadOrderReceipt, ayse.ctx, { ...input, orderId: unknownId }))).toBe(
      'recordNotFound',
    );
    expect(await outcome(execute(downloadOrderReceipt, s.world.anonymous, input))).toBe('unauthorized');
  });
});
