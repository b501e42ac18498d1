/**
 * The login button's name of each named provider, and the `{provider}` of its catalogue errors
 * (the generic OpenID Connect provider's comes from its configuration).
 */
export const providerLabels = { google: 'Google', microsoft: 'Microsoft', linkedin: 'LinkedIn' } as const;
