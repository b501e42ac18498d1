import { randomUUID } from 'node:crypto';
import type {
  Actor,
  CreateAccountInput,
  MailRenderer,
  PasswordStrength,
  Ports,
  UseCaseContext,
} from '@coach/core';
import { authenticate } from '@coach/core/accounts/authenticate';
import { createAccount } from '@coach/core/accounts/create-account';
import { signIn } from '@coach/core/accounts/sign-in';
import { anonymousActor, systemActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import { createCronerSchedule } from '../calendar/croner-schedule.ts';
import { createIcalCalendarFiles } from '../calendar/ical-files.ts';
import { createTurkishHolidayCalendar } from '../calendar/turkish-holiday-calendar.ts';
import { createEd25519DocumentSigner, generateSigningKeyPem } from '../crypto/ed25519-document-signer.ts';
import { createRandomTokenGenerator } from '../crypto/random-token-generator.ts';
import { createZxcvbnPasswordStrength } from '../crypto/zxcvbn-password-strength.ts';
import { inProcessSpreadsheet } from '../excel/test-workbooks.ts';
import { createFileTypeDetector } from '../files/file-type-detector.ts';
import { createIdentityProviders } from '../identity/identity-providers.ts';
import { createSharpImageProcessor } from '../images/sharp-image-processor.ts';
import { createLocationDirectory } from '../location/location-directory.ts';
import { createMemoryPersistence } from '../memory/index.ts';
import { createMemoryRateLimiter } from '../memory/rate-limiter.ts';
import { createPdfmakeDocuments } from '../pdf/pdfmake-documents.ts';
import { systemTimer } from '../timer.ts';
import { createFastPasswordHasher } from './fast-password-hasher.ts';
import { movableClock } from './movable-clock.ts';
import { createScriptedPaymentGateway } from './scripted-payment-gateway.ts';

export interface TestContextOptions {
  /** Where the movable clock starts. */
  readonly start?: Date;
  /** The client address of the contexts made (sign-in throttle, rate limits). */
  readonly clientAddress?: string;
  /** Replaces any port, e.g. a hasher that fails. */
  readonly ports?: Partial<Ports>;
}

/** A passport number no other test account has: `TEST` and 12 random hexadecimal digits. */
export function testPassportNumber(): string {
  return `TEST${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

/** A verified member with password `Member!2345`, unless `input` says otherwise: every test's account. */
export function testAccountInput(input: Partial<CreateAccountInput> & Pick<CreateAccountInput, 'email'>) {
  return {
    name: 'Test',
    surname: 'Kişi',
    password: 'Member!2345',
    accountRoleType: 'User',
    // Members need an identity document: a passport number of its own (they are unique), unless
    // the test gives a T.C. identity number (an account never holds both).
    ...(input.identityNumber ? {} : { passportNumber: testPassportNumber() }),
    emailVerified: true,
    ...input,
  } satisfies CreateAccountInput;
}

/** The dictionaries take a moment to load and never change: one instance for every test. */
let passwordStrength: PasswordStrength | undefined;

/** Renders a mail as its JSON: the use cases only need something to send. */
const plainMailRenderer: MailRenderer = {
  async render(mail, language) {
    const text = JSON.stringify({ language, ...mail });
    return { senderName: 'Coaching Hours', subject: mail.template, html: `<pre>${text}</pre>`, text };
  },
};

/**
 * A use-case context on the fast test tier: in-memory persistence, the fast password hasher, the
 * random token generator and a clock the test moves. Everything is fresh per call, so tests share
 * nothing; a sign-in takes well under a millisecond.
 */
export function testContext(options: TestContextOptions = {}) {
  const clock = movableClock(options.start ?? new Date('2026-03-02T09:00:00Z'));
  const passwordHasher = createFastPasswordHasher();
  passwordStrength ??= createZxcvbnPasswordStrength();
  /** Pending until the test scripts an outcome (scripted-payment-gateway.ts). */
  const paymentGateway = createScriptedPaymentGateway();
  const ports: Ports = {
    clock,
    passwordHasher,
    passwordStrength,
    rateLimiter: createMemoryRateLimiter(clock),
    // Real waits: a sign-in waiting for the checks in flight waits for other work, not for the clock.
    timer: systemTimer,
    tokenGenerator: createRandomTokenGenerator(),
    mailRenderer: plainMailRenderer,
    jobDirectory: { list: () => [] },
    fileTypeDetector: createFileTypeDetector(),
    // The import's rules, read in this process; uploads are read apart (excel/isolated-reading.ts).
    spreadsheet: inProcessSpreadsheet(),
    pdfDocuments: createPdfmakeDocuments(),
    calendarFiles: createIcalCalendarFiles({ publicBaseUrl: 'https://koc.example.org' }),
    // A key of the test's own: what it signs verifies within the test only.
    documentSigner: createEd25519DocumentSigner(generateSigningKeyPem()),
    publicBaseUrl: 'http://localhost:3000',
    locations: createLocationDirectory(),
    images: createSharpImageProcessor(),
    holidayCalendar: createTurkishHolidayCalendar(),
    cronSchedule: createCronerSchedule(),
    paymentGateway,
    // Nothing configured: no provider is enabled unless a test brings one (identities-testing.ts).
    identityProviders: createIdentityProviders({ publicBaseUrl: 'http://localhost:3000' }),
    ...createMemoryPersistence({ clock }),
    ...options.ports,
  };
  const as = (actor: Actor): UseCaseContext => ({ ...ports, actor, clientAddress: options.clientAddress });
  const system = as(systemActor);

  return {
    ports,
    clock,
    passwordHasher,
    /** The default payment provider, whose outcomes the test scripts (unused when `ports` replaced it). */
    paymentGateway,
    /** Nobody signed in. */
    anonymous: as(anonymousActor),
    /** The CLI, the seed and the jobs. */
    system,
    as,
    /** Creates an account as the system; a verified member with password `Member!2345` unless told. */
    async createAccount(input: Partial<CreateAccountInput> & Pick<CreateAccountInput, 'email'>) {
      const { accountId } = await execute(createAccount, system, testAccountInput(input));
      const account = await ports.repositories.accounts.findById(accountId);
      if (!account) throw new Error(`account ${accountId} was not stored`);
      return account;
    },
    /** Signs in through the use case and answers the bearer token. */
    async signIn(email: string, password = 'Member!2345') {
      return (await execute(signIn, as(anonymousActor), { email, password })).token;
    },
    /** The context of the account signed in with `token`, as the server builds it for a request. */
    async signedIn(token: string): Promise<UseCaseContext> {
      return as(await authenticate(as(anonymousActor), token));
    },
  };
}

export type TestWorld = ReturnType<typeof testContext>;
