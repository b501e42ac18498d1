import type { Account } from '../accounts/domain/account.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import type { KeptMatchingPlan } from '../matching/kept-matching-plan.ts';
import type { CalendarFiles } from '../ports/calendar-files.ts';
import type { Clock } from '../ports/clock.ts';
import type { CronSchedule } from '../ports/cron-schedule.ts';
import type { DocumentSigner } from '../ports/document-signer.ts';
import type { FileTypeDetector } from '../ports/file-type-detector.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import type { IdentityProviders } from '../ports/identity-providers.ts';
import type { ImageProcessor } from '../ports/image-processor.ts';
import type { JobDirectory } from '../ports/job-directory.ts';
import type { LocationDirectory } from '../ports/location-directory.ts';
import type { MailRenderer } from '../ports/mail-renderer.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { CancellationSignal, PasswordHasher } from '../ports/password-hasher.ts';
import type { PasswordStrength } from '../ports/password-strength.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PdfDocuments } from '../ports/pdf-documents.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
import type { Spreadsheet } from '../ports/spreadsheet.ts';
import type { Timer } from '../ports/timer.ts';
import type { TokenGenerator } from '../ports/token-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

/** A signed-in account, with the account as it was read when the request was authenticated. */
export interface AccountActor {
  readonly kind: 'account';
  readonly accountId: string;
  readonly role: AccountRoleType;
  readonly sessionId: string;
  /** Read together with the session (one query); re-read under a lock before changing it. */
  readonly account: Account;
}

/** Who asks: the system itself (CLI, seed, jobs), nobody signed in, or a signed-in account. */
export type Actor = { readonly kind: 'system' } | { readonly kind: 'anonymous' } | AccountActor;

export const systemActor: Actor = { kind: 'system' };
export const anonymousActor: Actor = { kind: 'anonymous' };

/** The outside world as core sees it; chosen once, in the server's composition root. */
export interface Ports {
  readonly clock: Clock;
  readonly passwordHasher: PasswordHasher;
  readonly passwordStrength: PasswordStrength;
  readonly rateLimiter: RateLimiter;
  /** Real-time waits, for work of other requests that core cannot be told about (ADR 0036). */
  readonly timer: Timer;
  readonly tokenGenerator: TokenGenerator;
  /** Reads only: every write goes through `unitOfWork`, whose callback gets the writing repositories. */
  readonly repositories: ReadRepositories;
  readonly unitOfWork: UnitOfWork;
  /**
   * The last matching preview's plan, kept between calls; made with the persistence, whose
   * `matchingVersion` keys it (a version of one store says nothing of another's).
   */
  readonly keptMatchingPlan: KeptMatchingPlan;
  /** Absent when no mail server is configured: mail then stays in the outbox (ADR 0014). */
  readonly mailer?: Mailer | undefined;
  readonly mailRenderer: MailRenderer;
  readonly jobDirectory: JobDirectory;
  /** Turkish public holidays: working-day deadlines (proof review) skip them. */
  readonly holidayCalendar: HolidayCalendar;
  /** Reads cron expressions as the scheduler runs them (the matching schedule setting). */
  readonly cronSchedule: CronSchedule;
  /** Countries, states and cities (address forms, profiles). */
  readonly locations: LocationDirectory;
  /** Resizes uploaded pictures (profile photos). */
  readonly images: ImageProcessor;
  /** What an uploaded file is, from its content (proofs of education). */
  readonly fileTypeDetector: FileTypeDetector;
  /** Reads and writes .xlsx workbooks (the accounts' Excel export and import). */
  readonly spreadsheet: Spreadsheet;
  /** Writes printable documents as PDF (an order's receipt; ADR 0053). */
  readonly pdfDocuments: PdfDocuments;
  /** Writes iCalendar files: a member's calendar feed (ADR 0056). */
  readonly calendarFiles: CalendarFiles;
  /** Signs what the platform vouches for (a published coaching log; ADR 0054) and checks it. */
  readonly documentSigner: DocumentSigner;
  /** PUBLIC_BASE_URL: the origin of the absolute addresses core writes (a published log's page). */
  readonly publicBaseUrl: string;
  /** Card payments through a hosted checkout: the built-in sandbox or iyzico (PAYMENT_PROVIDER). */
  readonly paymentGateway: PaymentGateway;
  /** Signing in with Google, Microsoft, LinkedIn or an OpenID issuer: those configured (ADR 0023). */
  readonly identityProviders: IdentityProviders;
}

/** How far a long call has come: its phase, and the items done of the phase's total. */
export interface ProgressUpdate {
  readonly phase: string;
  readonly done: number;
  readonly total: number;
}

export interface UseCaseContext extends Ports {
  readonly actor: Actor;
  /** The network address the request came from, when there is one (rate limits, sign-in throttle). */
  readonly clientAddress?: string | undefined;
  /**
   * The device cookie the browser sent with a sign-in, opaque to core: a browser that signed in to
   * an account before is not held to that account's per-e-mail limit (ADR 0036).
   */
  readonly deviceToken?: string | undefined;
  /** Aborted when the client has gone; expensive work (password hashing) is then skipped. */
  readonly signal?: CancellationSignal | undefined;
  /** Told how a long call advances, when the caller shows it (the Excel import's progress stream). */
  readonly progress?: ((update: ProgressUpdate) => void) | undefined;
}

/** The argument of a use case's function. */
export interface UseCaseCall<Input> {
  readonly ctx: UseCaseContext;
  readonly input: Input;
}
