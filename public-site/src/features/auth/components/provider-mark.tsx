import type { IdentityProviderId } from '@coach/core/contracts';
import { KeyRound } from 'lucide-react';

// The providers' marks beside their names on the sign-in buttons, as each brand asks its sign-in
// buttons to be labelled (Google's "G", Microsoft's four squares, LinkedIn's "in"), drawn inline
// and small. The generic OpenID issuer has no brand of its own: a key. Decorative: the button's
// text names the provider.

const size = 20;

function GoogleMark() {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function MicrosoftMark() {
  return (
    <svg width={size} height={size} viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="10" height="10" fill="#F25022" />
      <rect x="11" y="0" width="10" height="10" fill="#7FBA00" />
      <rect x="0" y="11" width="10" height="10" fill="#00A4EF" />
      <rect x="11" y="11" width="10" height="10" fill="#FFB900" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <circle cx="7" cy="6.6" r="1.9" fill="#FFFFFF" />
      <rect x="5.3" y="9.6" width="3.4" height="9.4" fill="#FFFFFF" />
      <path
        fill="#FFFFFF"
        d="M10.9 9.6h3.2v1.3c.5-.9 1.6-1.6 3.3-1.6 3.2 0 3.8 2.1 3.8 4.8V19h-3.4v-4.3c0-1 0-2.4-1.5-2.4s-1.8 1.2-1.8 2.4V19h-3.6z"
      />
    </svg>
  );
}

/** The mark of `provider`, about the size of a line of the button's text. */
export function ProviderMark({ provider }: { provider: IdentityProviderId }) {
  switch (provider) {
    case 'google':
      return <GoogleMark />;
    case 'microsoft':
      return <MicrosoftMark />;
    case 'linkedin':
      return <LinkedInMark />;
    case 'oidc':
      return <KeyRound size={size} aria-hidden="true" />;
  }
}
