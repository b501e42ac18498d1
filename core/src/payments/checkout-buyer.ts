import type { Account } from '../accounts/domain/account.ts';
import type { CheckoutBuyer } from '../ports/payment-gateway.ts';
import type { UseCaseContext } from '../shared/context.ts';

/**
 * iyzico's documented stand-in identity number for buyers without a Turkish one; a passport
 * number does not fit its 11-digit field.
 */
const foreignBuyerIdentityNumber = '11111111111';

/**
 * The payer as a provider asks for them, from the account. Providers require an address; members
 * give a country, state and city at registration, so those stand in when no street address is kept.
 */
export async function checkoutBuyerOf(
  ctx: Pick<UseCaseContext, 'locations' | 'clientAddress'>,
  account: Account,
): Promise<CheckoutBuyer> {
  const country = account.countryCode ? await ctx.locations.country(account.countryCode) : null;
  const state = account.stateCode ? await ctx.locations.state(account.stateCode) : null;
  const countryName = country?.nameEn ?? 'Türkiye';
  const city = account.city ?? state?.name ?? countryName;
  const place = [account.city, state?.name, countryName].filter(Boolean).join(', ');
  return {
    id: account.id,
    name: account.name,
    surname: account.surname,
    email: account.email,
    identityNumber: account.identityNumber ?? foreignBuyerIdentityNumber,
    phone: account.phone,
    country: countryName,
    city,
    address: account.address ?? place,
    registeredAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    ip: ctx.clientAddress ?? '127.0.0.1',
  };
}
