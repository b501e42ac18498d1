import type { Account } from '../accounts/domain/account.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import type { Clock } from '../ports/clock.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
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
  readonly tokenGenerator: TokenGenerator;
  /** Reads only: every write goes through `unitOfWork`, whose callback gets the writing repositories. */
  readonly repositories: ReadRepositories;
  readonly unitOfWork: UnitOfWork;
}

export interface UseCaseContext extends Ports {
  readonly actor: Actor;
  /** The network address the request came from, when there is one (rate limits, sign-in throttle). */
  readonly clientAddress?: string | undefined;
}

/** The argument of a use case's function. */
export interface UseCaseCall<Input> {
  readonly ctx: UseCaseContext;
  readonly input: Input;
}
