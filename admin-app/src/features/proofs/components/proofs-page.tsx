import { Button, isApiError, LoadingBlock, PageTitle, toast, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Tabs } from '@coach/kit/tabs';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { type ReviewItem, type StateFilter, useDeleteProof, useReviewPage } from '../api/proofs.ts';
import { stateFilterOf, stateFilters } from './labels.ts';
import * as styles from './proofs.css.ts';
import { ProofsTable } from './proofs-table.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { UploadForMemberDialog } from './upload-for-member-dialog.tsx';

/**
 * `/admin/account/proofs`: proofs of education by state, the waiting ones first and the oldest of
 * them on top; review (with the file in view), approve, reject with a reason, upload for a member,
 * delete. The state, page, search and order live in the address.
 */
export function ProofsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams({ defaultSort: 'createdAt', pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const state = stateFilterOf(params.get('state'));
  const { data, error, isPending, isFetching } = useReviewPage(list.query, state);
  useErrorPageOnFailure(error);
  const remove = useDeleteProof();
  const [reviewing, setReviewing] = useState<ReviewItem | null>(null);
  const [toDelete, setToDelete] = useState<ReviewItem | null>(null);
  const [uploading, setUploading] = useState(false);

  const chooseState = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'pending') updated.delete('state');
      else updated.set('state', next);
      updated.delete('page');
      return updated;
    });
  const review = useCallback((proof: ReviewItem) => setReviewing(proof), []);
  const askDelete = useCallback((proof: ReviewItem) => setToDelete(proof), []);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t`The proof was deleted.`);
        setToDelete(null);
      },
      onError: (failure) => {
        toast.error(isApiError(failure) ? failure.message : t`The proof was not deleted. Please try again.`);
        setToDelete(null);
      },
    });
  };

  const table =
    isPending || !data ? (
      <LoadingBlock label={t`Loading the proofs…`} />
    ) : (
      <ProofsTable
        items={data.items}
        total={data.total}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        isLoading={isFetching}
        onReview={review}
        onDelete={askDelete}
      />
    );
  const deleteName = toDelete?.fileName ?? '';
  const deleteMember = toDelete?.memberName ?? '';

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Members’ certificates of coaching education. Each is due for review three working days after its
            upload.
          </Trans>
        }
        actions={
          <Button icon={<Upload size={18} aria-hidden="true" />} onClick={() => setUploading(true)}>
            <Trans>Upload for a member</Trans>
          </Button>
        }
      >
        <Trans>Proofs of education</Trans>
      </PageTitle>
      <div className={styles.toolbar}>
        <SearchField
          label={t`Search by member`}
          placeholder={t`Name or e-mail`}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <Tabs
        label={t`Proofs by state`}
        selectedKey={state}
        onSelectionChange={chooseState}
        tabs={stateFilters.map((filter) => ({
          id: filter.id satisfies StateFilter,
          label: i18n._(filter.label),
          content: filter.id === state ? table : null,
        }))}
      />
      {reviewing ? (
        <ReviewDialog key={reviewing.id} proof={reviewing} onClose={() => setReviewing(null)} />
      ) : null}
      {uploading ? <UploadForMemberDialog onClose={() => setUploading(false)} /> : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={<Trans>Delete this proof?</Trans>}
        description={
          toDelete?.state === 'approved' ? (
            <Trans>
              {deleteName} of {deleteMember} is approved. Deleted, it no longer counts: the member must upload
              a new proof to coach. This cannot be undone.
            </Trans>
          ) : (
            <Trans>
              {deleteName} of {deleteMember} will be deleted for good. This cannot be undone.
            </Trans>
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
