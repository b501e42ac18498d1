import { adminPages } from '@coach/core/pages';
import { Outlet, useCurrentUser, useLangPath } from '@coach/kit';
import { LinkTabs, mayOpenPage } from '@coach/kit/area';
import { useLingui } from '@lingui/react/macro';

/**
 * `/admin/account`: the accounts and, for those who review them, the proofs of education, as two
 * tabs with their own addresses (`/admin/account`, `/admin/account/proofs`). Each tab is a route
 * child of this one (routes.tsx); a further tab is one more child and one more entry here.
 */
export function AccountLayout() {
  const { t } = useLingui();
  const langPath = useLangPath();
  const { user } = useCurrentUser();
  const tabs = [{ href: langPath('/admin/account'), label: t`Accounts` }];
  // The proofs' tab is there for those the server lets open that page (`auth/userinfo`'s `pages`).
  if (mayOpenPage(user, 'admin', adminPages.proofs.path)) {
    tabs.push({ href: langPath('/admin/account/proofs'), label: t`Proofs of education` });
  }
  // One tab is no choice: salesmen see the accounts alone.
  if (tabs.length < 2) return <Outlet />;
  return (
    <LinkTabs label={t`Account administration`} tabs={tabs}>
      <Outlet />
    </LinkTabs>
  );
}
