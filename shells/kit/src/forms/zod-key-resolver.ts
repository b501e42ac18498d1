import { fieldIssuesOf, type Language, translateValidationMessage } from '@coach/core/contracts';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { LazySchema } from './lazy-schema.ts';

/**
 * A react-hook-form resolver for the shared zod schemas that shows their messages in the page's
 * language. The schemas put a message KEY in each issue (`required`, `tooLong`…); the text comes
 * from `translateValidationMessage`, with the issue's bounds (`{maximum}`) filled in.
 *
 * Why not `zodResolver` from @hookform/resolvers/zod as it is: it keeps only `issue.message`, so
 * the bounds are lost, and an issue without a key (a plain `z.int()`) would surface zod's own
 * English text. This one classifies every issue with `fieldIssuesOf`, exactly as the server's
 * error handler does, then nests the errors with the same helpers zodResolver uses.
 *
 * `lang` is read on every run, so a form re-validated after a language switch speaks the new one.
 * A lazy schema (`lazySchema`) is fetched by the first check that needs it.
 */
export function zodKeyResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input> | LazySchema<z.ZodType<Output, Input>>,
  lang: () => Language,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const loaded = schema instanceof LazySchema ? await schema.schema() : schema;
    const result = await loaded.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    const language = lang();
    for (const [path, issue] of Object.entries(fieldIssuesOf(result.error))) {
      flat[path] = {
        type: issue.key,
        message: translateValidationMessage(issue.key, language, issue.params),
      };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
