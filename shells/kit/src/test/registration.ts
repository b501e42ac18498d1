import type { UseCaseInput } from '@coach/server/testing/front-end-api-thread';

type Registration = UseCaseInput<'registerAccount'>;

/**
 * What a visitor fills in on the registration wizard's personal step, in English: a Turkish citizen
 * in Kadıköy with a valid identity number, both coaching languages, every consent given. A test
 * adds the package, the e-mail and a password (or a provider's ticket).
 */
export function visitorDetails() {
  return {
    name: 'Deniz',
    surname: 'Kaya',
    turkishCitizen: true,
    identityNumber: '10000000146',
    phone: '0532 123 45 67',
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Kadıköy',
    languages: ['tr', 'en'],
    acceptTerms: true,
    acceptDataProtection: true,
    confirmAdult: true,
    language: 'en',
  } satisfies Partial<Registration>;
}
