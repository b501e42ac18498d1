import type { z } from 'zod';

/**
 * A form's schema fetched when the form first needs it, not with the page (issue 30). A shared
 * schema brings zod (25 KiB gzip) and the contracts' module with it, and a phone number
 * libphonenumber's metadata (48 KiB): a page that shows a form need not download and evaluate them
 * before the visitor reaches for it.
 *
 *   const profileSchema = lazySchema(() => import('./profile-fields.ts').then((m) => m.profileFieldsSchema));
 *   const form = useZodForm(profileSchema, { defaultValues });
 *   <form onSubmit={submit} onFocus={profileSchema.preload} noValidate>
 *
 * `preload` starts the fetch (focus in the form: the first check runs when a field is left); every
 * check awaits it, so a press before it has come waits for it rather than going unchecked.
 */
export class LazySchema<Schema extends z.ZodType> {
  readonly #load: () => Promise<Schema>;
  #loading: Promise<Schema> | null = null;

  constructor(load: () => Promise<Schema>) {
    this.#load = load;
  }

  /** The schema, fetched once; a failed fetch is tried again the next time. */
  schema(): Promise<Schema> {
    this.#loading ??= this.#load().catch((error: unknown) => {
      this.#loading = null;
      throw error;
    });
    return this.#loading;
  }

  /** Starts fetching the schema; a failure shows when the form is checked, which tries again. */
  readonly preload = (): void => {
    this.schema().catch(() => {});
  };
}

export const lazySchema = <Schema extends z.ZodType>(load: () => Promise<Schema>) => new LazySchema(load);
