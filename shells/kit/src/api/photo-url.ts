import { runtimeConfig } from '../config/runtime-config.ts';

/**
 * The address of a stored photo (`profilePhotoPath`, e.g. `/api/accounts/avatar/…?v=…`): its path
 * is served under the API's origin, which may differ from the page's when the API runs elsewhere.
 */
export function photoUrl(profilePhotoPath: string | null | undefined): string | null {
  if (!profilePhotoPath) return null;
  return `${runtimeConfig().apiBase.replace(/\/api\/?$/, '')}${profilePhotoPath}`;
}
