import type { AccountRoleType } from '../contracts/account-values.ts';
import type { Clock } from '../ports/clock.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { Repositories } from '../ports/repositories.ts';
import type { TokenGenerator } from '../ports/token-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

/** Who asks: the system itself (CLI, seed, jobs), nobody signed in, or a signed-in account. */
export type Actor =
  | { readonly kind: 'system' }
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'account';
      readonly accountId: string;
      readonly role: AccountRoleType;
      readonly sessionId: string;
    };

/** The outside world as core sees it; chosen once, in the server's composition root. */
export interface Ports {
  readonly clock: Clock;
  readonly passwordHasher: PasswordHasher;
  readonly tokenGenerator: TokenGenerator;
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
}

export interface UseCaseContext extends Ports {
  readonly actor: Actor;
}

/** The argument of a use case that takes input; those without input take `{ ctx }` only. */
export interface UseCaseCall<Input> {
  readonly ctx: UseCaseContext;
  readonly input: Input;
}
