import {
  changeAvatar,
  changeLanguage,
  changeTheme,
  getAvatar,
  getOwnProfile,
  getPublicProfile,
  listMemberProfiles,
  removeAvatar,
  updateOwnProfile,
} from '@coach/core';
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
