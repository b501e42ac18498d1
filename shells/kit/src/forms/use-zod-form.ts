import { useEffect, useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLang } from '../i18n/use-lang.ts';
import type { LazySchema } from './lazy-schema.ts';
import { zodKeyResolver } from './zod-key-resolver.ts';

/** The form of a schema: its fields are the schema's input, a valid submit hands over its output. */
export type ZodForm<Schema extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

export type UseZodFormOptions<Schema extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

/**
 * react-hook-form checked with a shared zod schema, its messages in the page's language.
 *
 *   const form = useZodForm(accountInputSchema, { defaultValues: { name: '', email: '' } });
 *   <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate>
 *
 * Fields are checked when left, then on every change; submit checks all and focuses the first
 * wrong one. After a language switch, fields already showing a browser-side message are checked
 * again so the message changes language too (a server's message stays as it came).
 * The schema may be a `lazySchema`, fetched when the form is first checked (or preloaded on focus).
 */
export function useZodForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema | LazySchema<Schema>,
  options: UseZodFormOptions<Schema> = {},
): ZodForm<Schema> {
  const lang = useLang();
  const langRef = useRef(lang);
  langRef.current = lang;
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodKeyResolver(
      schema as unknown as
        | z.ZodType<z.output<Schema>, z.input<Schema>>
        | LazySchema<z.ZodType<z.output<Schema>, z.input<Schema>>>,
      () => langRef.current,
    ),
  });

  // Read during render, so that this hook is told of error changes (react-hook-form only updates
  // the form state a component has read).
  const errorsRef = useRef(form.formState.errors);
  errorsRef.current = form.formState.errors;
  const shownLang = useRef(lang);
  useEffect(() => {
    if (lang === shownLang.current) return;
    shownLang.current = lang;
    const names = browserErrorPaths(errorsRef.current);
    if (names.length > 0) void form.trigger(names as FieldPath<z.input<Schema>>[]);
  }, [lang, form]);

  return form;
}

/** Paths of the errors the resolver set (not the server's), nested objects flattened to dots. */
function browserErrorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') {
      if ((value as { type?: unknown }).type !== 'server') paths.push(path);
    } else paths.push(...browserErrorPaths(value, path));
  }
  return paths;
}
