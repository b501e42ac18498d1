/**
 * The rows `offset` to `offset + limit` of `total`, as a page of the reversed order when they lie
 * nearer its end: then `reversed`, the offset counts from the end in the reversed order (the rows
 * are read back in the asked one). The limit is 0 past the last row. Without a total, as asked.
 */
export function pageFromNearerEnd(
  asked: { readonly offset: number; readonly limit: number },
  total: number | undefined,
): { offset: number; limit: number; reversed: boolean } {
  if (total === undefined) return { ...asked, reversed: false };
  const end = Math.min(asked.offset + asked.limit, total);
  const limit = Math.max(end - asked.offset, 0);
  if (limit === 0 || asked.offset <= total - end) return { offset: asked.offset, limit, reversed: false };
  return { offset: total - end, limit, reversed: true };
}
