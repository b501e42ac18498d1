import type { AccountView } from '../../contracts/account-admin.ts';
import { type Account, fullNameOf } from './account.ts';

/** An account as the back office sees it: everything it manages, never the password hash. */
export function toAccountView(account: Account): AccountView {
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: fullNameOf(account),
    email: account.email,
    phone: account.phone,
    identityNumber: account.identityNumber,
    passportNumber: account.passportNumber,
    countryCode: account.countryCode,
    stateCode: account.stateCode,
    city: account.city,
    accountRoleType: account.accountRoleType,
    status: account.status,
    isLocked: account.isLocked,
    languages: [...account.languages],
    language: account.language,
    score: account.score,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    membershipPackageId: account.membershipPackageId,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
    hasPassword: account.passwordHash !== null,
  };
}
