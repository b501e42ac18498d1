import { type ProjectFilterInput, projectStates } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, PageTitle, useCurrentUser, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import {
  defaultProjectSort,
  type ProjectView,
  projectFiltersOf,
  useAccountName,
  useProjectPage,
} from '../api/projects.ts';
import { AbortProjectDialog } from './abort-project-dialog.tsx';
import { stateLabels } from './labels.ts';
import { ProjectDetailDialog } from './project-detail-dialog.tsx';
import * as styles from './projects.css.ts';
import { type ProjectAction, ProjectsTable } from './projects-table.tsx';

/** The member the list is narrowed to (`?accountId=`, set from a project's detail or a profile). */
function MemberFilter({ accountId, onClear }: { accountId: string; onClear: () => void }) {
  const { t } = useLingui();
  const { data: name } = useAccountName(accountId);
  return (
    <div className={styles.memberFilter}>
      <span>{name ? <Trans>Projects of {name}</Trans> : <Trans>Projects of one member</Trans>}</span>
      <Button variant="ghost" size="sm" icon={<X size={16} aria-hidden="true" />} onClick={onClear}>
        {t`Show every member`}
      </Button>
    </div>
  );
}

/**
 * `/admin/user-project`: every project, filtered by state and member, searched by a member's name
 * or e-mail, sorted and paged on the server, all of it in the address. The detail shows how a
 * project was paired and closed; an open one can be aborted with a reason. `exportAction` is the
 * lists' export control, placed by the app layer with the list's current search and filters.
 */
export function ProjectsPage({
  exportAction,
}: {
  exportAction?: (filters: ProjectFilterInput) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const list = useListParams({ defaultSort: defaultProjectSort, pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const filters = projectFiltersOf(params);
  const { data, error, isPending, isFetching } = useProjectPage(list.query, filters);
  useErrorPageOnFailure(error);
  const stateId = useId();
  const [viewing, setViewing] = useState<ProjectView | null>(null);
  const [aborting, setAborting] = useState<ProjectView | null>(null);
  const mayAbort = user?.permissions.includes('projects.abort') ?? false;

  const setFilter = useCallback(
    (name: 'state' | 'accountId', value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const act = useCallback(({ kind, project }: ProjectAction) => {
    if (kind === 'details') setViewing(project);
    else setAborting(project);
  }, []);

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Every project, open and closed: who coaches whom, until when, and the points each one moved.
          </Trans>
        }
        actions={exportAction?.({
          search: list.search,
          ...(filters.state ? { state: filters.state } : {}),
          ...(filters.accountId ? { accountId: filters.accountId } : {}),
        })}
      >
        <Trans>Projects</Trans>
      </PageTitle>
      <Card
        title={<Trans>Projects</Trans>}
        description={<Plural value={total} _0="No project." one="# project" other="# projects" />}
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search by member`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`Name or e-mail of the coach or coachee`}
          />
          <div className={styles.filter}>
            <label htmlFor={stateId} className={styles.filterLabel}>
              <Trans>State</Trans>
            </label>
            <select
              id={stateId}
              className={styles.select}
              value={filters.state ?? ''}
              onChange={(event) => setFilter('state', event.target.value)}
            >
              <option value="">{t`All states`}</option>
              {projectStates.map((state) => (
                <option key={state} value={state}>
                  {i18n._(stateLabels[state])}
                </option>
              ))}
            </select>
          </div>
          {filters.accountId ? (
            <MemberFilter accountId={filters.accountId} onClear={() => setFilter('accountId', '')} />
          ) : null}
        </div>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the projects…`} />
        ) : (
          <ProjectsTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onAction={act}
            mayAbort={mayAbort}
          />
        )}
      </Card>
      {viewing ? (
        <ProjectDetailDialog
          project={viewing}
          onClose={() => setViewing(null)}
          onFilterMember={(accountId) => setFilter('accountId', accountId)}
          onAbort={
            mayAbort
              ? () => {
                  setAborting(viewing);
                  setViewing(null);
                }
              : null
          }
        />
      ) : null}
      {aborting ? <AbortProjectDialog project={aborting} onClose={() => setAborting(null)} /> : null}
    </div>
  );
}
