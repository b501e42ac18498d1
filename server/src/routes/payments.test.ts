import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Registration and card payment over HTTP, with the built-in sandbox provider on the real database:
// the whole path a new member takes (register → the sandbox's page → pay → the provider's return to
// the callback → the result page's retrieve → the verification mail → sign-in), a declined card and
// its retry, a guest's purchase, the callback's redirects, and the sandbox page's own answers.

const base = 'http://localhost:3000';
const successCard = '5528790000000008';
const declinedCard = '4000000000000002';
const card = (cardNumber: string, expiry = '12/39') => ({
  cardHolderName: 'Deniz Aksu',
  cardNumber,
  expiry,
  cvc: '123',
});

describe.each(routeTestKinds())('payments on %s', (kind) => {
  let t: TestApp;
  let packageId: string;
  let registrations = 0;

  const call = (
    method: string,
    path: string,
    {
      body,
      token,
      language = 'en',
      from,
    }: { body?: unknown; token?: string; language?: string; from?: string } = {},
  ) =>
    t.app.request(
      `/api${path}`,
      {
        method,
        headers: {
          'Accept-Language': language,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      from
        ? { incoming: { socket: { remoteAddress: from, remotePort: 50_000, remoteFamily: 'IPv4' } } }
        : undefined,
    );

  /** The data of a call that must answer `status`; anything else fails the test with the answer. */
  async function ok(response: Response | Promise<Response>, status = 200) {
    const answer = await response;
    const body = await readJson(answer);
    if (answer.status !== status)
      throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** What the provider's page posts: a form with the token, as iyzico and the sandbox page do. */
  const callback = (body: string | FormData | URLSearchParams, contentType?: string) =>
    t.app.request('/api/payment/callback', {
      method: 'POST',
      ...(contentType ? { headers: { 'Content-Type': contentType } } : {}),
      body,
    });

  const register = async (language: 'tr' | 'en' = 'tr') => {
    registrations += 1;
    const email = `joiner${registrations}-${kind}@example.com`;
    const response = await call('POST', '/auth/register', {
      language,
      body: {
        membershipPackageId: packageId,
        name: 'Deniz',
        surname: 'Aksu',
        email,
        password: 'Member!2345',
        passwordConfirmation: 'Member!2345',
        turkishCitizen: false,
        passportNumber: `P${kind.length}${registrations}2345678`,
        phone: '+90 532 765 43 21',
        countryCode: 'TR',
        stateCode: 'TR-34',
        city: 'Kadıköy',
        languages: ['tr'],
        acceptTerms: true,
        acceptDataProtection: true,
        confirmAdult: true,
        language,
      },
    });
    const body = await readJson(response);
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.code).toBe(2001);
    return { email, ...(body.data as { token: string; checkoutUrl: string; accountId: string }) };
  };

  const mailsTo = async (email: string) => {
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 500 });
    return items.filter((mail) => mail.recipient === email);
  };
  const ordersOf = (accountId: string) => t.composition.ports.repositories.orders.listByAccount(accountId);

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: `admin-pay-${kind}@example.com`, accountRoleType: 'Administrator' });
    const admin = await t.signIn(`admin-pay-${kind}@example.com`);
    const created = await ok(
      call('POST', '/membershippackages', {
        token: admin,
        body: {
          code: 'COACH-12',
          nameTr: 'Koç Paketi – 12 Ay',
          nameEn: 'Coach Package – 12 Months',
          periodMonths: 12,
          priceUsd: '149',
          coachLevel: true,
        },
      }),
      201,
    );
    packageId = created.membershipPackageId;
  });
  afterAll(() => t.close());

  it('takes a new member from registration through the sandbox to a paid order, the verification mail and sign-in', async () => {
    const joined = await register('tr');
    expect(joined.checkoutUrl).toBe(`${base}/sandbox-checkout/${joined.token}`);

    // The provider's hosted page: what is paid, to whom, and where it returns; nothing of the
    // payer, since whoever holds the token opens it (ADR 0033).
    const page = await ok(call('GET', `/payment/sandbox/${joined.token}`));
    expect(page).toMatchObject({
      token: joined.token,
      price: '149.00',
      currency: 'USD',
      locale: 'tr',
      status: 'open',
      callbackUrl: `${base}/api/payment/callback`,
    });
    expect(JSON.stringify(page)).not.toContain(joined.email);
    // Nothing is paid yet: the result page says so, and nobody signs in unverified.
    expect(await ok(call('POST', '/payment/retrieve', { body: { token: joined.token } }))).toMatchObject({
      status: 'pending',
      order: null,
    });

    const paid = await ok(call('POST', `/payment/sandbox/${joined.token}/pay`, { body: card(successCard) }));
    expect(paid).toEqual({
      status: 'paid',
      errorCode: null,
      errorMessage: null,
      callbackUrl: `${base}/api/payment/callback`,
    });

    // The page posts the token to the callback, which settles and sends the browser to the result page.
    const returned = await callback(new URLSearchParams({ token: joined.token }));
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`${base}/payment?token=${joined.token}`);
    expect(await ordersOf(joined.accountId)).toHaveLength(1);

    const result = await ok(call('POST', '/payment/retrieve', { body: { token: joined.token } }));
    expect(result).toMatchObject({
      token: joined.token,
      status: 'paid',
      purpose: 'registration',
      priceUsd: '149.00',
      currency: 'USD',
      membershipPackage: { membershipPackageId: packageId, code: 'COACH-12', periodMonths: 12 },
      failure: null,
      emailVerified: false,
      maskedEmail: `j•••@example.com`,
    });
    expect(result.order.orderNumber).toBeGreaterThanOrEqual(100001);

    // Refreshing the result page (and the provider posting twice) creates nothing.
    expect(await ok(call('POST', '/payment/retrieve', { body: { token: joined.token } }))).toEqual(result);
    expect((await callback(new URLSearchParams({ token: joined.token }))).status).toBe(303);
    const orders = await ordersOf(joined.accountId);
    expect(orders.map((order) => order.orderNumber)).toEqual([result.order.orderNumber]);
    expect(orders[0]).toMatchObject({ method: 'card', priceUsd: '149.00', currency: 'USD' });

    // The sandbox page now shows the checkout closed, and refuses a second card.
    expect((await ok(call('GET', `/payment/sandbox/${joined.token}`))).status).toBe('paid');
    const again = await call('POST', `/payment/sandbox/${joined.token}/pay`, { body: card(successCard) });
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe(4063);

    // The receipt and the verification link went out, in Turkish; signing in waits for the link.
    const mails = await mailsTo(joined.email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['orderReceipt', 'verifyEmail']);
    expect(mails.every((mail) => mail.language === 'tr')).toBe(true);
    const unverified = await call('POST', '/auth/login', {
      body: { email: joined.email, password: 'Member!2345' },
    });
    expect(unverified.status).toBe(403);
    expect((await readJson(unverified)).code).toBe(4010);

    const link = mails.find((mail) => mail.template === 'verifyEmail')?.data.token as string;
    expect(await ok(call('POST', '/auth/verifyemail', { body: { token: link } }))).toEqual({
      email: joined.email,
    });
    const reused = await call('POST', '/auth/verifyemail', { body: { token: link } });
    expect(reused.status).toBe(400);
    expect((await readJson(reused)).code).toBe(4042);

    const session = await t.signIn(joined.email);
    expect((await ok(call('GET', '/auth/userinfo', { token: session }))).accountRoleType).toBe('User');
    expect(await ok(call('GET', '/accounts/checkaccountsubscription', { token: session }))).toMatchObject({
      active: true,
      subscriptionEndDate: result.order.subscriptionEndDate,
      expiringSoon: false,
      membershipPackage: { membershipPackageId: packageId, coachLevel: true },
    });
    const history = await ok(call('GET', '/accounts/accountorderhistory', { token: session }));
    expect(history.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([
      result.order.orderNumber,
    ]);
  });

  it("shows a declined card's reason, keeps the checkout closed, and lets the payer retry with a new one", async () => {
    const joined = await register('en');
    expect(joined.checkoutUrl).toBe(`${base}/en/sandbox-checkout/${joined.token}`);

    const declined = await ok(
      call('POST', `/payment/sandbox/${joined.token}/pay`, { body: card(declinedCard) }),
    );
    expect(declined).toMatchObject({
      status: 'failed',
      errorCode: 'card_declined',
      errorMessage: 'The card was declined.',
    });
    const closed = await call('POST', `/payment/sandbox/${joined.token}/pay`, { body: card(successCard) });
    expect(closed.status).toBe(409);
    expect((await readJson(closed)).code).toBe(4063);

    // An English checkout returns to the English result page.
    const returned = await callback(new URLSearchParams({ token: joined.token }));
    expect(returned.headers.get('location')).toBe(`${base}/en/payment?token=${joined.token}`);
    const failed = await ok(call('POST', '/payment/retrieve', { body: { token: joined.token } }));
    expect(failed).toMatchObject({
      status: 'failed',
      order: null,
      failure: { code: 'card_declined', message: 'The card was declined.' },
    });
    expect(await ordersOf(joined.accountId)).toEqual([]);
    // No payment, no verification mail yet.
    expect(await mailsTo(joined.email)).toEqual([]);

    const retried = await ok(call('POST', '/payment/retry', { body: { token: joined.token } }));
    expect(retried.token).not.toBe(joined.token);
    expect(retried.checkoutUrl).toBe(`${base}/en/sandbox-checkout/${retried.token}`);
    await ok(call('POST', `/payment/sandbox/${retried.token}/pay`, { body: card('4242 4242 4242 4242') }));
    expect((await callback(new URLSearchParams({ token: retried.token }))).headers.get('location')).toBe(
      `${base}/en/payment?token=${retried.token}`,
    );
    const paid = await ok(call('POST', '/payment/retrieve', { body: { token: retried.token } }));
    expect(paid).toMatchObject({ status: 'paid', purpose: 'registration', emailVerified: false });
    expect(await ordersOf(joined.accountId)).toHaveLength(1);
    expect((await mailsTo(joined.email)).map((mail) => mail.template).sort()).toEqual([
      'orderReceipt',
      'verifyEmail',
    ]);

    // A paid checkout is done: retrying it would charge twice.
    const done = await call('POST', '/payment/retry', { body: { token: retried.token } });
    expect(done.status).toBe(409);
    expect((await readJson(done)).code).toBe(4063);
  });

  it('lets a guest buy a package, which makes them a member, and a member renew from the current end', async () => {
    await t.createAccount({ email: `guest-pay-${kind}@example.com`, accountRoleType: 'Guest' });
    const guest = await t.signIn(`guest-pay-${kind}@example.com`);
    const before = await ok(call('GET', '/accounts/checkaccountsubscription', { token: guest }));
    expect(before).toMatchObject({ active: false, subscriptionEndDate: null, membershipPackage: null });

    const buy = async (token: string) => {
      const started = await ok(
        call('POST', '/payment/prepayment', { token, body: { membershipPackageId: packageId } }),
      );
      await ok(call('POST', `/payment/sandbox/${started.token}/pay`, { body: card(successCard) }));
      await callback(new URLSearchParams({ token: started.token }));
      return ok(call('POST', '/payment/retrieve', { body: { token: started.token } }));
    };
    const first = await buy(guest);
    expect(first).toMatchObject({ status: 'paid', purpose: 'renewal', emailVerified: true });
    // The guest is a member now; the same session reads the new role.
    expect((await ok(call('GET', '/auth/userinfo', { token: guest }))).accountRoleType).toBe('User');

    // Before paying again, the preview says where the months would go (ADR 0031): after the first end.
    const preview = await ok(call('GET', '/payment/renewalpreview', { token: guest }));
    expect(
      preview.find((one: { membershipPackageId: string }) => one.membershipPackageId === packageId),
    ).toMatchObject({
      startsAt: first.order.subscriptionEndDate,
      schedule: [{ endsAt: expect.any(String) }],
    });
    const second = await buy(guest);
    const firstEnd = new Date(first.order.subscriptionEndDate);
    const secondEnd = new Date(second.order.subscriptionEndDate);
    // Twelve more calendar months from the first end, not from today.
    expect(secondEnd.getTime() - firstEnd.getTime()).toBeGreaterThan(360 * 86_400_000);
    expect(second.order.orderNumber).toBeGreaterThan(first.order.orderNumber);
    expect(
      (await ok(call('GET', '/accounts/checkaccountsubscription', { token: guest }))).subscriptionEndDate,
    ).toBe(second.order.subscriptionEndDate);
  });

  it("keeps the language of the page the member pays from, not the account's, through checkout and result", async () => {
    await t.createAccount({
      email: `lang-pay-${kind}@example.com`,
      accountRoleType: 'Guest',
      language: 'tr',
      passportNumber: 'LANGPAY01',
    });
    const member = await t.signIn(`lang-pay-${kind}@example.com`);
    const start = (language?: 'tr' | 'en') =>
      ok(
        call('POST', '/payment/prepayment', {
          token: member,
          body: { membershipPackageId: packageId, language },
        }),
      );

    // From /en/user/membership-renewal: the English checkout page, then the English result page.
    const english = await start('en');
    expect(english.checkoutUrl).toBe(`${base}/en/sandbox-checkout/${english.token}`);
    await ok(call('POST', `/payment/sandbox/${english.token}/pay`, { body: card(declinedCard) }));
    const returned = await callback(new URLSearchParams({ token: english.token }));
    expect(returned.headers.get('location')).toBe(`${base}/en/payment?token=${english.token}`);
    // "Try again" from the result page after switching it to Turkish: the next checkout is Turkish.
    const retried = await ok(
      call('POST', '/payment/retry', { body: { token: english.token, language: 'tr' } }),
    );
    expect(retried.checkoutUrl).toBe(`${base}/sandbox-checkout/${retried.token}`);
    // A client that names no language gets the account's.
    expect((await start()).checkoutUrl).toMatch(new RegExp(`^${base}/sandbox-checkout/`));
  });

  it('always sends the browser to this site’s result page: no token, an unknown one, a hostile one', async () => {
    const location = async (response: Response | Promise<Response>) => {
      const answer = await response;
      expect(answer.status).toBe(303);
      return answer.headers.get('location');
    };
    expect(await location(callback(new URLSearchParams()))).toBe(`${base}/payment`);
    expect(await location(callback(new URLSearchParams({ token: '   ' })))).toBe(`${base}/payment`);
    expect(await location(callback('{"token":"x"}', 'application/json'))).toBe(`${base}/payment`);
    expect(await location(t.app.request('/api/payment/callback', { method: 'POST' }))).toBe(
      `${base}/payment`,
    );
    expect(await location(callback(new URLSearchParams({ token: 'nope' })))).toBe(
      `${base}/payment?token=nope`,
    );
    expect(await location(callback(new URLSearchParams({ token: 'x'.repeat(201) })))).toBe(`${base}/payment`);
    expect(await location(callback(new URLSearchParams({ token: '//evil.example/' })))).toBe(
      `${base}/payment?token=%2F%2Fevil.example%2F`,
    );
    expect(
      await location(
        callback(
          new URLSearchParams([
            ['token', 'a'],
            ['token', 'b'],
          ]),
        ),
      ),
    ).toBe(`${base}/payment`);
    const file = new FormData();
    file.set('token', new File(['x'], 'token.txt'));
    expect(await location(callback(file))).toBe(`${base}/payment`);
  });

  it("answers the sandbox page's mistakes in the envelope: unknown token, bad card fields, an expired card", async () => {
    const unknown = await call('GET', '/payment/sandbox/no-such-token');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).code).toBe(4002);
    const payUnknown = await call('POST', '/payment/sandbox/no-such-token/pay', { body: card(successCard) });
    expect(payUnknown.status).toBe(404);
    expect((await readJson(payUnknown)).code).toBe(4002);

    const joined = await register('en');
    const bad = await call('POST', `/payment/sandbox/${joined.token}/pay`, {
      body: { cardHolderName: ' ', cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' },
    });
    expect(bad.status).toBe(400);
    const { code, data } = await readJson(bad);
    expect(code).toBe(4034);
    expect(Object.keys(data.fields).sort()).toEqual(['cardHolderName', 'cardNumber', 'cvc', 'expiry']);
    expect(
      Object.values(data.fields).every((message) => typeof message === 'string' && message.length > 0),
    ).toBe(true);

    const expired = await call('POST', `/payment/sandbox/${joined.token}/pay`, {
      body: card(successCard, '01/20'),
    });
    expect(expired.status).toBe(400);
    expect(Object.keys((await readJson(expired)).data.fields)).toEqual(['expiry']);
    // Mistakes leave the checkout open.
    expect((await ok(call('GET', `/payment/sandbox/${joined.token}`))).status).toBe('open');
    const broken = await t.app.request(`/api/payment/sandbox/${joined.token}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"cardNumber":',
    });
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).code).toBe(4034);
  });

  it('limits card attempts per client address with 429 / 4040 and Retry-After', async () => {
    const joined = await register('en');
    const from = '203.0.113.77';
    // Expired cards: each is an attempt, none closes the checkout.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await call('POST', `/payment/sandbox/${joined.token}/pay`, {
        body: card(successCard, '01/20'),
        from,
      });
      expect(response.status).toBe(400);
    }
    const limited = await call('POST', `/payment/sandbox/${joined.token}/pay`, {
      body: card(successCard),
      from,
    });
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).code).toBe(4040);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still pays.
    const other = await call('POST', `/payment/sandbox/${joined.token}/pay`, {
      body: card(successCard),
      from: '203.0.113.78',
    });
    expect(other.status).toBe(200);
  });

  it('documents the callback (a form, answered 303) and the sandbox under its own tag', async () => {
    const document = await readJson(await t.app.request('/api/openapi.json'));
    const callbackOperation = document.paths['/api/payment/callback'].post;
    expect(Object.keys(callbackOperation.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(callbackOperation.responses)).toEqual(['303']);
    // Open to everyone: the document asks for the bearer token by default, this call says it needs none.
    expect(callbackOperation.security).toEqual([]);
    for (const path of ['/api/payment/sandbox/{token}', '/api/payment/sandbox/{token}/pay']) {
      const operation = Object.values(document.paths[path])[0] as { tags: string[] };
      expect(operation.tags, path).toEqual(['Sandbox payments']);
    }
    expect(Object.keys(document.paths['/api/payment/sandbox/{token}/pay'].post.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '409',
      '429',
      '500',
      '503',
    ]);
  });
});

describe('with PAYMENT_PROVIDER=iyzico', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Nothing listens on port 9 here: the provider cannot be reached.
      environment: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: 'sandbox-key',
        IYZICO_SECRET_KEY: 'sandbox-secret',
        IYZICO_BASE_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  it('has no sandbox: its paths are unknown and undocumented', async () => {
    const document = await readJson(await t.app.request('/api/openapi.json'));
    expect(Object.keys(document.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
    expect(document.paths['/api/payment/callback']).toBeDefined();
    const response = await t.app.request('/api/payment/sandbox/abc');
    expect(response.status).toBe(404);
    expect((await readJson(response)).code).toBe(4035);
  });

  it('answers 503 / 4064 when the provider cannot be reached, never 500', async () => {
    await t.createAccount({ email: 'admin-iyzico@example.com', accountRoleType: 'Administrator' });
    await t.createAccount({ email: 'guest-iyzico@example.com', accountRoleType: 'Guest' });
    const admin = await t.signIn('admin-iyzico@example.com');
    const created = await t.app.request('/api/membershippackages', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code: 'COACHEE-6',
        nameTr: 'Danışan 6',
        nameEn: 'Coachee 6',
        periodMonths: 6,
        priceUsd: '49',
      }),
    });
    const { membershipPackageId } = (await readJson(created)).data;
    const guest = await t.signIn('guest-iyzico@example.com');
    const response = await t.app.request('/api/payment/prepayment', {
      method: 'POST',
      headers: { Authorization: `Bearer ${guest}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ membershipPackageId }),
    });
    expect(response.status).toBe(503);
    expect((await readJson(response)).code).toBe(4064);
  });
});
