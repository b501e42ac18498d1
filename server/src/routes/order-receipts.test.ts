import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// An order's receipt over HTTP (issue 32): the buyer downloads a PDF in the language asked for,
// with the catalogue's not-found for an order that is someone else's or none at all, and the
// validation error for an id that is not one.

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeTestKinds())('order receipts on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let member: { id: string; email: string; token: string };
  let order: { orderId: string; orderNumber: number };
  let people = 0;

  const get = (path: string, token: string) =>
    t.app.request(`/api${path}`, { headers: { 'Accept-Language': 'en', Authorization: `Bearer ${token}` } });
  const receiptPath = (orderId: string, language?: string) =>
    `/accounts/accountorderhistory/${orderId}/receipt${language ? `?language=${language}` : ''}`;

  const person = async (role: 'User' | 'Salesman' | 'Administrator', name: string) => {
    people += 1;
    const email = `person${people}-receipt-${kind}@example.com`;
    const { id } = await t.createAccount({ email, accountRoleType: role, name, surname: 'Aydın' });
    return { id, email, token: await t.signIn(email) };
  };

  async function pdfTextOf(response: Response) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    admin = await person('Administrator', 'Yönetici');
    const created = await t.app.request('/api/membershippackages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        code: 'COACHEE-6',
        nameTr: 'Danışan Paketi – 6 Ay',
        nameEn: 'Coachee Package – 6 Months',
        periodMonths: 6,
        priceUsd: '49',
      }),
    });
    const { membershipPackageId } = (await readJson(created)).data;
    member = await person('User', 'Şükrü');
    const granted = await t.app.request('/api/orders/grant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ accountId: member.id, membershipPackageId, note: 'Havale – Şubat' }),
    });
    expect(granted.status).toBe(201);
    order = (await readJson(granted)).data.order;
  });
  afterAll(() => t.close());

  it('gives the buyer a PDF in Turkish by default and in English when asked, named by the order’s number', async () => {
    const turkish = await get(receiptPath(order.orderId), member.token);
    expect(turkish.status).toBe(200);
    expect(turkish.headers.get('content-type')).toBe('application/pdf');
    expect(turkish.headers.get('content-disposition')).toContain(
      `attachment; filename="makbuz-${order.orderNumber}.pdf"`,
    );
    const turkishText = await pdfTextOf(turkish);
    for (const expected of [
      `Sipariş no ${order.orderNumber}`,
      'Şükrü Aydın',
      member.email,
      'Danışan Paketi – 6 Ay',
      '$49,00',
      'Elle tanımlandı',
      'Havale – Şubat',
      'Koçluk Saatleri',
    ])
      expect(turkishText).toContain(expected);

    const english = await get(receiptPath(order.orderId, 'en'), member.token);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toContain(
      `filename="receipt-${order.orderNumber}.pdf"`,
    );
    const englishText = await pdfTextOf(english);
    for (const expected of [
      `Order no. ${order.orderNumber}`,
      'Coachee Package – 6 Months',
      'US$49.00',
      'Coaching Hours',
    ])
      expect(englishText).toContain(expected);

    // The back office reads anybody's orders, so anybody's receipt too.
    const salesman = await person('Salesman', 'Satış');
    expect((await get(receiptPath(order.orderId, 'en'), salesman.token)).status).toBe(200);
  });

  it('answers another member’s order as an unknown one (4002), and refuses an id or a language that is not one', async () => {
    const other = await person('User', 'Deniz');
    for (const orderId of [order.orderId, unknownId]) {
      const refused = await get(receiptPath(orderId), other.token);
      expect(refused.status, orderId).toBe(404);
      expect((await readJson(refused)).code, orderId).toBe(4002);
    }
    for (const [path, field] of [
      [receiptPath('1042'), 'orderId'],
      [receiptPath(order.orderId, 'de'), 'language'],
    ] as const) {
      const refused = await get(path, member.token);
      expect(refused.status, path).toBe(400);
      expect(Object.keys((await readJson(refused)).data.fields), path).toEqual([field]);
    }
  });
});
