import type { PublicSettings } from '@coach/kit';
import { publicSettingsQuery, useQuery } from '@coach/kit/query';

/**
 * `GET /api/publicsettings` (cached five minutes, one answer with the public site's pages): the
 * values an administrator sets that the projects' pages tell the member (closing wait, next
 * matching run). Until the answer comes, or if it cannot, `settings` is undefined and the page says
 * its sentence without the number rather than a number that may be wrong.
 */
export function usePublicSettings(): { settings: PublicSettings | undefined; isPending: boolean } {
  const { data, isPending } = useQuery(publicSettingsQuery());
  return { settings: data, isPending };
}
