import { type Badge, badgeReference } from '../../badges/domain/badge.ts';
import type { CurrentUser } from '../../contracts/session.ts';
import { pagesOpenTo } from '../pages-open-to.ts';
import { type Account, fullNameOf } from './account.ts';
import { permissionsOf } from './permissions.ts';

/**
 * An account as the front end sees the person signed in: `auth/userinfo`, and the user a new
 * session answers with its token. `badges` are every badge (the one whose range holds the score
 * is the account's).
 */
export function toCurrentUser(account: Account, badges: readonly Badge[]): CurrentUser {
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: fullNameOf(account),
    email: account.email,
    accountRoleType: account.accountRoleType,
    permissions: [...permissionsOf(account.accountRoleType)],
    pages: [...pagesOpenTo(account.accountRoleType)],
    score: account.score,
    badge: badgeReference(badges, account.score),
    themePack: account.themePack,
    themeMode: account.themeMode,
    languages: [...account.languages],
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    profilePhotoPath: account.profilePhotoPath,
  };
}
