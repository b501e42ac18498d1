import type { ProviderIdentity } from '@coach/core';
import type { JWTPayload } from 'jose';

/**
 * The person as an ID token describes them. The e-mail is left as given (core normalises it), and
 * `emailVerified` comes from the provider's own rule. Names: `given_name`/`family_name`, else
 * `name` split before its last word, else the e-mail's local part, so that the registration
 * wizard always has something to fill in.
 */
export function providerIdentity(
  claims: JWTPayload & { sub: string },
  emailVerified: boolean,
): ProviderIdentity {
  const email = text(claims.email) || null;
  const words = text(claims.name).split(/\s+/).filter(Boolean);
  const lastWord = words.length > 1 ? (words.pop() ?? '') : '';
  const name = text(claims.given_name) || words.join(' ') || (email?.split('@')[0] ?? '');
  const surname = text(claims.family_name) || lastWord;
  return { subject: claims.sub, email, emailVerified: email !== null && emailVerified, name, surname };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
