import type { AccountFilterFormValues, AccountFilterInput, AudienceInput } from '@coach/core/contracts';

/**
 * The audience a link to this page carries (the accounts list's bulk actions link here):
 * `?ids=<id>,<id>` for a selection, or the filter's fields `search`, `role`, `status`, `locked`
 * (`true` / `false`, the list's "Lock state"), `level`, `endsFrom`, `endsTo` (days as YYYY-MM-DD),
 * or `saved=<saved filter id>`.
 */
export function audienceFromUrl(params: URLSearchParams): {
  audience: AudienceInput | null;
  savedId: string | null;
} {
  const ids = params.get('ids');
  if (ids) {
    const accountIds = ids.split(',').filter((id) => id !== '');
    return { audience: { kind: 'selection', accountIds }, savedId: null };
  }
  return { audience: null, savedId: params.get('saved') };
}

type FilterValues = AccountFilterFormValues;

export function filterValuesFromUrl(params: URLSearchParams): FilterValues {
  return {
    search: params.get('search') ?? '',
    // A value the form does not know is sent as it is, and the server says what is wrong with it.
    role: (params.get('role') ?? 'User') as FilterValues['role'],
    status: (params.get('status') ?? 'active') as FilterValues['status'],
    locked: (params.get('locked') ?? '') as FilterValues['locked'],
    level: (params.get('level') ?? '') as FilterValues['level'],
    membershipEndsFrom: params.get('endsFrom') ?? '',
    membershipEndsTo: params.get('endsTo') ?? '',
  };
}

export function filterValuesOf(filter: AccountFilterInput): FilterValues {
  return {
    search: filter.search ?? '',
    role: filter.role ?? '',
    status: filter.status ?? '',
    locked: filter.locked === undefined ? '' : filter.locked ? 'true' : 'false',
    level: filter.level ?? '',
    membershipEndsFrom: filter.membershipEndsFrom ?? '',
    membershipEndsTo: filter.membershipEndsTo ?? '',
  };
}

/**
 * The form's values as the server's filter: empty fields left out, the lock state a yes or no
 * (the server checks the rest).
 */
export function filterOf(values: FilterValues): AccountFilterInput {
  const given = Object.entries(values).filter(([, value]) => value !== '');
  const filter = Object.fromEntries(given) as Record<string, unknown>;
  // A value the form does not know is sent as it is, and the server says what is wrong with it.
  if (values.locked === 'true' || values.locked === 'false') filter.locked = values.locked === 'true';
  return filter as AccountFilterInput;
}
