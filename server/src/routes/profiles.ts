import { changeAvatar } from '@coach/core/profiles/change-avatar';
import { changeLanguage } from '@coach/core/profiles/change-language';
import { changeTheme } from '@coach/core/profiles/change-theme';
import { getAvatar } from '@coach/core/profiles/get-avatar';
import { getOwnProfile } from '@coach/core/profiles/get-own-profile';
import { getPublicProfile } from '@coach/core/profiles/get-public-profile';
import { listMemberProfiles } from '@coach/core/profiles/list-member-profiles';
import { removeAvatar } from '@coach/core/profiles/remove-avatar';
import { updateOwnProfile } from '@coach/core/profiles/update-own-profile';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Profiles: the member's own (settings), other members' public ones (users list, profile page),
 * photos and the interface's theme. The fixed paths come before any `accounts/{id}` route.
 */
export function profileRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accounts/accountprofiledetail', getOwnProfile))
    .openapi(...endpoint('put', '/accounts/accountprofiledetail', updateOwnProfile))
    .openapi(...endpoint('get', '/accounts/accountprofiledetail/{id}', getPublicProfile))
    .openapi(...endpoint('get', '/accounts/accountsprofiledetail', listMemberProfiles))
    .openapi(...endpoint('post', '/accounts/changeavatar', changeAvatar))
    .openapi(...endpoint('post', '/accounts/removeavatar', removeAvatar))
    .openapi(...endpoint('get', '/accounts/avatar/{accountId}', getAvatar))
    .openapi(...endpoint('post', '/accounts/changetheme', changeTheme))
    .openapi(...endpoint('post', '/accounts/changelanguage', changeLanguage));
}
