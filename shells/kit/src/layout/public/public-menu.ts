import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type MenuLink = { path: string; label: MessageDescriptor };

/** The public menu (docs/product-rules.md §18); register and sign in are the top bar's account actions. */
export const publicMenu: MenuLink[] = [
  { path: '/', label: msg`Home` },
  { path: '/rules', label: msg`Rules` },
  { path: '/aboutus', label: msg`About us` },
  { path: '/contact', label: msg`Contact` },
  { path: '/faq', label: msg`FAQ` },
];

export const footerMenu: MenuLink[] = [
  { path: '/privacy', label: msg`Privacy` },
  { path: '/termsandconditions', label: msg`Terms and conditions` },
  { path: '/cookie-policy', label: msg`Cookie policy` },
];
