import type { z } from 'zod';
import type { CatalogueKey } from '../errors/catalogue.ts';
import { type Access, authorize } from './authorization.ts';
import type { UseCaseCall, UseCaseContext } from './context.ts';
import { parseInput } from './validation.ts';

/** The catalogue message of a successful answer; 2001 also turns the HTTP status into 201. */
export type SuccessKey = 'done' | 'recordAdded' | 'recordUpdated' | 'recordDeleted';

/**
 * A use case, declared once: who may call it, what it takes and gives (zod schemas from
 * `core/contracts`, shared with the front ends), the catalogue errors it may answer, and its
 * function. The server derives the route's guard, validation and OpenAPI description from it; the
 * CLI and the jobs run it through `execute` as the system actor.
 */
export interface UseCase<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
  Errors extends CatalogueKey = CatalogueKey,
  Success extends SuccessKey = SuccessKey,
> {
  /** `module.verb`, e.g. `accounts.signIn`: the OpenAPI operation id and the log name. */
  readonly name: string;
  /** One sentence for the API reference. */
  readonly summary: string;
  readonly access: Access;
  readonly input: Input;
  readonly output: Output;
  /**
   * The catalogue errors of its rules. Those every caller may meet are implied: 4001 and 4033 by
   * `access`, 4034 by an input with fields, 2005 always.
   */
  readonly errors: readonly Errors[];
  readonly success: Success;
  /**
   * The call takes multipart/form-data: its `uploadedFileSchema` fields carry files of at most
   * `maxBytes` each. The body is counted while it streams and refused (413 / 4038) past the limit.
   */
  readonly upload?: { readonly maxBytes: number } | undefined;
  /**
   * The call answers with the file of its output (`downloadFileSchema`) as the body itself.
   * `cache: 'public'` lets browsers and proxies keep it (avatars behind versioned URLs); otherwise
   * nothing keeps a copy.
   */
  readonly download?:
    | { readonly contentTypes: readonly string[]; readonly cache?: 'public' | 'private' }
    | undefined;
  run(call: UseCaseCall<z.output<Input>>): Promise<z.input<Output>>;
}

export type AnyUseCase = UseCase<z.ZodObject, z.ZodType, CatalogueKey, SuccessKey>;

/** Declares a use case; `success` defaults to `done`. */
export function defineUseCase<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Errors extends CatalogueKey,
  Success extends SuccessKey = 'done',
>(
  declaration: Omit<UseCase<Input, Output, Errors, Success>, 'success'> & { success?: Success },
): UseCase<Input, Output, Errors, Success> {
  return { success: 'done' as Success, ...declaration };
}

/**
 * Runs a use case for any caller: checks access, validates the input, runs it, and passes its
 * answer through the output schema, so nothing undeclared (a password hash, an internal flag)
 * can ever leave, whoever calls.
 */
export async function execute<Input extends z.ZodObject, Output extends z.ZodType>(
  useCase: UseCase<Input, Output, CatalogueKey, SuccessKey>,
  ctx: UseCaseContext,
  input: unknown,
): Promise<z.output<Output>> {
  authorize(useCase.access, ctx.actor);
  const valid = parseInput(useCase.input, input ?? {});
  return useCase.output.parse(await useCase.run({ ctx, input: valid }));
}
