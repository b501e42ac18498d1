import type { CatalogueKey } from '@coach/core';
import { catalogue } from '@coach/core/errors/catalogue';

export type { StatusOfKey } from '@coach/core';

/** Each catalogue code with the status its entry states: `{ 4001: 401, 4002: 404, … }`, typed per code. */
type StatusOfCode = {
  readonly [Key in CatalogueKey as (typeof catalogue)[Key]['code']]: (typeof catalogue)[Key]['status'];
};

/**
 * The HTTP status of every catalogue code, derived from the catalogue (`core/src/errors/catalogue.ts`):
 * each entry states its own status, so a code cannot be added without one, and nothing in the server
 * types a catalogue code's status by hand.
 */
export const statusOfCode: StatusOfCode = Object.fromEntries(
  Object.values(catalogue).map((entry) => [entry.code, entry.status]),
) as StatusOfCode;

/** The HTTP status of a catalogue key. */
export function statusOf<Key extends CatalogueKey>(key: Key): (typeof catalogue)[Key]['status'] {
  return catalogue[key].status;
}
