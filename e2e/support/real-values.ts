import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { demo, type Lang } from './fixtures.ts';
import { latestMail, nextMail } from './mail.ts';
import { cardExpiry, newRegistrant, registerThroughApi, testCards } from './membership.ts';
import { Api, runStamp } from './programme.ts';

// The values that fill the pages' parameters in the every-page checks (support/page-catalogue.ts),
// made on the sweep's server through its API: in each language a person who registered and has
// not paid yet (their checkout page), one who paid (the payment result page, their verification
// mail), a reset-password mail; and ids of the demo programme.

export interface LanguageValues {
  readonly unpaidCheckoutToken: string;
  readonly paidCheckoutToken: string;
  readonly verifyEmailToken: string;
  readonly resetPasswordToken: string;
}

export interface RealValues {
  readonly tr: LanguageValues;
  readonly en: LanguageValues;
  /** The demo member's account (the administrator's profile page opens it). */
  readonly memberAccountId: string;
  /** A partner of the demo member (the member's profile page opens theirs). */
  readonly partnerAccountId: string;
  /** The closing request that waits for the demo coachee Burak (server/src/seed/demo-programme.ts). */
  readonly closingRequestId: string;
  /** The newest kept matching run (the demo's history keeps the runs that made its projects). */
  readonly matchingRunId: string;
  /** A coaching log the demo member published for the run (ADR 0054), one per language. */
  readonly publishedLogIds: Record<Lang, string>;
}

/** The demo coachee whose coach sent a closing request two days before the seeding. */
export const demoCoachee = { email: 'burak@example.com', password: demo.member.password };

/** The path's last segment, decoded: the token of a mailed link. */
const lastSegment = (path: string | null | undefined) => decodeURIComponent(path?.split('/').pop() ?? '');

async function languageValues(
  request: APIRequestContext,
  lang: Lang,
  stamp: string,
): Promise<LanguageValues> {
  const unpaid = await registerThroughApi(request, newRegistrant('Deniz', 'Kaya', stamp), {
    packageCode: 'COACHEE-6',
    language: lang,
  });
  const payer = newRegistrant('Ece', 'Tunç', stamp);
  const paid = await registerThroughApi(request, payer, { packageCode: 'COACHEE-6', language: lang });
  const paidToken = lastSegment(new URL(paid.checkoutUrl).pathname);
  const payment = await request.post(`/api/payment/sandbox/${encodeURIComponent(paidToken)}/pay`, {
    data: { cardHolderName: 'Ece Tunç', cardNumber: testCards.good, expiry: cardExpiry, cvc: '123' },
  });
  expect(payment.ok(), `the sandbox takes the test card: ${await payment.text()}`).toBe(true);
  // The result page settles the payment as a browser arriving there would; the mail follows.
  const settled = await request.post('/api/payment/retrieve', { data: { token: paidToken } });
  expect(settled.ok(), `payment/retrieve: ${await settled.text()}`).toBe(true);
  const verify = await latestMail(request, 'verifyEmail', payer.email);
  expect(verify?.linkPath, `a verification mail to ${payer.email}`).toMatch(/\/verifyemail\/.+/);

  const forgot = await request.post('/api/accounts/forgotpassword', {
    data: { email: payer.email, language: lang },
  });
  expect(forgot.ok(), 'forgotpassword answers').toBe(true);
  // A fresh payer has no earlier reset mail; the job writes this one a moment after the answer.
  const reset = await nextMail(request, 'resetPassword', payer.email, null);
  expect(reset?.linkPath, `a reset-password mail to ${payer.email}`).toMatch(/\/newpassword\/.+/);
  return {
    unpaidCheckoutToken: lastSegment(new URL(unpaid.checkoutUrl).pathname),
    paidCheckoutToken: paidToken,
    verifyEmailToken: lastSegment(verify?.linkPath),
    resetPasswordToken: lastSegment(reset?.linkPath),
  };
}

async function makeRealValues(request: APIRequestContext): Promise<RealValues> {
  const stamp = runStamp();
  const member = await Api.as(request, demo.member);
  const self = await member.get<{ accountId: string }>('/auth/userinfo');
  const { items } = await member.get<{ items: { partner: { accountId: string } }[] }>(
    '/projects/getmyallprojects',
  );
  const partner = items[0]?.partner.accountId;
  expect(partner, 'the demo member has a partner in the demo programme').toBeTruthy();
  const coachee = await Api.as(request, demoCoachee);
  const open = await coachee.get<{ items: { closingRequest: { id: string; state: string } | null }[] }>(
    '/projects/getmyopenprojects',
  );
  const closingRequestId = open.items.find((project) => project.closingRequest?.state === 'waiting')
    ?.closingRequest?.id;
  expect(closingRequestId, `a closing request waits for ${demoCoachee.email}`).toBeTruthy();
  const administrator = await Api.as(request, demo.admin);
  const runs = await administrator.get<{ items: { matchingRunId: string }[] }>('/projects/matchingruns');
  const matchingRunId = runs.items[0]?.matchingRunId;
  expect(matchingRunId, 'the demo programme keeps matching runs').toBeTruthy();
  const publish = async (language: Lang) =>
    (await member.post<{ publicationId: string }>('/coachinglog/publications', { language })).publicationId;
  return {
    publishedLogIds: { tr: await publish('tr'), en: await publish('en') },
    tr: await languageValues(request, 'tr', stamp),
    en: await languageValues(request, 'en', stamp),
    memberAccountId: self.accountId,
    partnerAccountId: partner as string,
    closingRequestId: closingRequestId as string,
    matchingRunId: matchingRunId as string,
  };
}

const cacheFile = join(import.meta.dirname, '..', '.tmp', 'every-page-values.json');

/**
 * The run's values, kept in a file that a worker Playwright starts after a failed test reads; made
 * again only when the server no longer knows them (a new run has a new database). The sweep's two
 * workers start together and may each make a set: eight registrations, under the ten an hour one
 * address may make (core's registrationsPerAddress) on the sweep's own instance.
 */
export async function realValues(request: APIRequestContext): Promise<RealValues> {
  if (existsSync(cacheFile)) {
    const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as RealValues;
    const known = await request.get(
      `/api/payment/sandbox/${encodeURIComponent(kept.tr.unpaidCheckoutToken)}`,
    );
    if (known.ok()) return kept;
  }
  const values = await makeRealValues(request);
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(values, null, 2));
  return values;
}
