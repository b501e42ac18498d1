import { Button, Card, formatNumber, LoadingBlock, PageTitle, useCurrentUser, useLang } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type MembershipPackageView, useEveryPackage } from '../api/packages.ts';
import { DeletePackageDialog } from './delete-package-dialog.tsx';
import * as styles from './membership.css.ts';
import { PackageDialog } from './package-dialog.tsx';
import { PackagesTable } from './packages-table.tsx';
import { defaultPackageSort, packageSortOf, sortPackages } from './sort-packages.ts';

/**
 * `/admin/membershippackage`: every membership package, retired ones too. Administrators
 * (`packages.write`) add, change and delete them; salesmen (`packages.read`) only look. The order
 * lives in the address like every list's.
 */
export function PackagesPage() {
  const { t } = useLingui();
  const lang = useLang();
  const list = useListParams({ defaultSort: defaultPackageSort });
  const { data, error, isPending, isFetching } = useEveryPackage();
  const { user } = useCurrentUser();
  const canWrite = user?.permissions.includes('packages.write') ?? false;
  const [editing, setEditing] = useState<MembershipPackageView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MembershipPackageView | null>(null);
  useErrorPageOnFailure(error);

  const sort = packageSortOf(list.sort);
  const items = useMemo(() => sortPackages(data ?? [], sort, lang), [data, sort, lang]);
  const onSaleCount = items.filter((item) => item.retiredAt === null).length;
  const onSale = formatNumber(onSaleCount, lang);
  const retired = formatNumber(items.length - onSaleCount, lang);

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            What members buy: each package adds its period to the membership. A package with orders is
            retired, never erased.
          </Trans>
        }
        actions={
          canWrite ? (
            <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
              <Trans>New package</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>Membership packages</Trans>
      </PageTitle>
      <Card
        title={<Trans>Membership packages</Trans>}
        description={
          items.length === 0 ? (
            <Trans>No package yet.</Trans>
          ) : (
            <Trans>
              On sale: {onSale}. Retired: {retired}.
            </Trans>
          )
        }
      >
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the packages…`} />
        ) : (
          <PackagesTable
            items={items}
            sort={sort}
            onSortChange={list.setSort}
            isLoading={isFetching}
            onEdit={canWrite ? setEditing : undefined}
            onDelete={canWrite ? setDeleting : undefined}
          />
        )}
      </Card>
      {editing ? (
        <PackageDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? <DeletePackageDialog item={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
