import { z } from 'zod';

/** The input of a call that takes nothing. */
export const noInput = z.object({});

/** The `data` of an answer that carries nothing. */
export const noOutput = z.null();

/** An ISO 8601 instant with its offset, as every date travels over the API. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The query of every list (docs/api.md §2): `page`, `pageSize`, `search` and `sort`, where `sort` names one
 * of `sortable`, with a leading `-` for descending order (`-createdAt`). Query strings carry text,
 * so numbers are coerced; an unknown sort key is a validation error, never a SQL fragment.
 */
export function listQuerySchema<const Key extends string>(
  sortable: readonly [Key, ...Key[]],
  defaultSort: NoInfer<`${'' | '-'}${Key}`>,
) {
  const sortValues = sortable.flatMap((key) => [key, `-${key}`] as const) as [
    `${'' | '-'}${Key}`,
    ...`${'' | '-'}${Key}`[],
  ];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
    // Cast: zod's enum typing cannot see that the default is one of the generic values.
    sort: z.enum(sortValues).default(defaultSort as never) as unknown as z.ZodDefault<
      z.ZodEnum<{ [Value in `${'' | '-'}${Key}`]: Value }>
    >,
  });
}

/** `-createdAt` → { key: 'createdAt', descending: true }. */
export function parseSort<Key extends string>(sort: `${'' | '-'}${Key}`): { key: Key; descending: boolean } {
  return sort.startsWith('-')
    ? { key: sort.slice(1) as Key, descending: true }
    : { key: sort as Key, descending: false };
}

/** The answer of every list: one page of items and the number of items in all. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });
}
