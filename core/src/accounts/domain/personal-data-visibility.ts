import type { AccountRoleType } from '../../contracts/account-values.ts';
import type { Actor } from '../../shared/context.ts';

/**
 * The personal data of a person that someone else may be shown, each with the fields of the views
 * that carry it. The permission table (permissions.ts) says what a role may do; this one says what
 * of another person it sees while doing it (ADR 0033).
 */
export const personalDataFields = {
  name: ['name', 'surname', 'fullName'],
  photo: ['profilePhotoPath'],
  place: ['place', 'countryCode', 'stateCode', 'city'],
  email: ['email', 'buyerEmail'],
  phone: ['phone'],
  identityDocument: ['identityNumber', 'passportNumber'],
} as const satisfies Record<string, readonly string[]>;

export type PersonalDataItem = keyof typeof personalDataFields;
export const personalDataItems = Object.keys(personalDataFields) as PersonalDataItem[];

/**
 * How an item is shown: whole; masked (`maskDocumentNumber`; left out of exports); only when the
 * person chose to share it (a coachee's e-mail, "share my e-mail with my coaches"); or never.
 */
export type Visibility = 'shown' | 'masked' | 'whenShared' | 'hidden';

/**
 * Who looks at someone else's data: the back office's two roles (any account), a project's coach
 * looking at their coachee and the coachee looking at their coach, a member looking at another's
 * public profile, and the anonymous visitor of a (sandbox) checkout page, who holds only a token.
 */
export type Viewer = 'administrator' | 'salesman' | 'coach' | 'coachee' | 'member' | 'checkoutVisitor';

/**
 * Viewer → item → visibility. Salesmen sell, so they reach people (name, e-mail, phone) but never
 * need an identity document. A coachee reaches their coach to arrange the sessions, so sees the
 * coach's e-mail; the coach sees the coachee's only when the coachee shares it. Members see the
 * public profile. A checkout token may travel (a shared link, a screenshot): its page shows nothing
 * of the payer.
 */
export const personalDataVisibility: Readonly<
  Record<Viewer, Readonly<Record<PersonalDataItem, Visibility>>>
> = {
  administrator: {
    name: 'shown',
    photo: 'shown',
    place: 'shown',
    email: 'shown',
    phone: 'shown',
    identityDocument: 'shown',
  },
  salesman: {
    name: 'shown',
    photo: 'shown',
    place: 'shown',
    email: 'shown',
    phone: 'shown',
    identityDocument: 'masked',
  },
  coach: {
    name: 'shown',
    photo: 'shown',
    place: 'shown',
    email: 'whenShared',
    phone: 'hidden',
    identityDocument: 'hidden',
  },
  coachee: {
    name: 'shown',
    photo: 'shown',
    place: 'shown',
    email: 'shown',
    phone: 'hidden',
    identityDocument: 'hidden',
  },
  member: {
    name: 'shown',
    photo: 'shown',
    place: 'shown',
    email: 'hidden',
    phone: 'hidden',
    identityDocument: 'hidden',
  },
  checkoutVisitor: {
    name: 'hidden',
    photo: 'hidden',
    place: 'hidden',
    email: 'hidden',
    phone: 'hidden',
    identityDocument: 'hidden',
  },
};

export function visibilityOf(viewer: Viewer, item: PersonalDataItem): Visibility {
  return personalDataVisibility[viewer][item];
}

/**
 * An identity or passport number with all but its edges hidden, the length kept: the last two
 * characters when at least four stay hidden, and the first three when six or more do
 * ("12345678990" → "123******90", "U12345678" → "*******78", "AB12" → "****").
 */
export function maskDocumentNumber(value: string): string {
  const last = value.length - 2 >= 4 ? 2 : 0;
  const first = value.length - last - 3 >= 6 ? 3 : 0;
  return value.slice(0, first) + '*'.repeat(value.length - first - last) + value.slice(value.length - last);
}

/**
 * A value as `viewer` is shown it: whole, masked, or null when hidden (or not shared, for
 * `whenShared`). `shared` is the person's own choice, asked only for `whenShared`.
 */
export function revealed(
  viewer: Viewer,
  item: PersonalDataItem,
  value: string | null,
  shared = false,
): string | null {
  if (value === null) return null;
  switch (visibilityOf(viewer, item)) {
    case 'shown':
      return value;
    case 'masked':
      return maskDocumentNumber(value);
    case 'whenShared':
      return shared ? value : null;
    case 'hidden':
      return null;
  }
}

/** Whether an export for `viewer` carries a field (masked values are left out of files). */
export function isExportedFor(viewer: Viewer, field: string): boolean {
  const item = personalDataItems.find((candidate) =>
    (personalDataFields[candidate] as readonly string[]).includes(field),
  );
  return item === undefined || visibilityOf(viewer, item) === 'shown';
}

/** The back-office viewer an actor is: the system (CLI, jobs) and administrators see everything. */
const backOfficeViewers: Readonly<Partial<Record<AccountRoleType, Viewer>>> = {
  Administrator: 'administrator',
  Salesman: 'salesman',
};

export function backOfficeViewerOf(actor: Actor): Viewer {
  if (actor.kind === 'system') return 'administrator';
  // A role without a back-office view never gets here (`accounts.read`); see nothing if it does.
  return actor.kind === 'account' ? (backOfficeViewers[actor.role] ?? 'checkoutVisitor') : 'checkoutVisitor';
}
