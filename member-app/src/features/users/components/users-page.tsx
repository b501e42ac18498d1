import { isLang, LoadingBlock, PageTitle, useLang, useSearchParams } from '@coach/kit';
import { badgeName, EmptyState, useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { Pager, SearchField } from '@coach/kit/tables';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useBadges, useMemberDirectory } from '../api/member-directory.ts';
import { FilterSelect } from './filter-select.tsx';
import { languageNames } from './labels.ts';
import { MemberCard } from './member-card.tsx';
import * as styles from './users.css.ts';

const pageSize = 12;

/**
 * `/user/users`: the other members, searchable by name and filtered by coaching language and
 * badge. Search, filters, order and page live in the address, so a search can be shared and
 * walked back with the browser.
 */
export function UsersPage() {
  const { t } = useLingui();
  const lang = useLang();
  const list = useListParams({ defaultSort: 'name', pageSize });
  const [params, setParams] = useSearchParams();
  const requestedLanguage = params.get('language');
  const language = requestedLanguage && isLang(requestedLanguage) ? requestedLanguage : undefined;
  const badgeId = params.get('badge') || undefined;
  const { data, error, isPending, isFetching } = useMemberDirectory({ ...list.query, language, badgeId });
  const badges = useBadges();
  useErrorPageOnFailure(error);

  /** A new filter starts from page 1. */
  const setFilter = (name: 'language' | 'badge', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Members of the programme who coach and are coached.</Trans>}>
        <Trans>Members</Trans>
      </PageTitle>
      <search className={styles.filters}>
        <SearchField
          label={t`Search by name`}
          value={list.search}
          onSearch={list.setSearch}
          placeholder={t`Name or surname`}
        />
        <FilterSelect
          label={t`Coaching language`}
          value={language ?? ''}
          allLabel={t`All languages`}
          options={(['tr', 'en'] as const).map((code) => ({ value: code, label: languageNames[code] }))}
          onChange={(value) => setFilter('language', value)}
        />
        <FilterSelect
          label={t`Badge`}
          value={badgeId ?? ''}
          allLabel={t`All badges`}
          options={(badges.data?.items ?? []).map((badge) => ({
            value: badge.accountBadgeId,
            label: badgeName(badge, lang),
          }))}
          onChange={(value) => setFilter('badge', value)}
        />
        <FilterSelect
          label={t`Order`}
          value={list.sort}
          options={[
            { value: 'name', label: t`Name (A–Z)` },
            { value: '-name', label: t`Name (Z–A)` },
            { value: 'surname', label: t`Surname (A–Z)` },
            { value: '-memberSince', label: t`Newest members first` },
          ]}
          onChange={list.setSort}
        />
      </search>
      {isPending || !data ? (
        <LoadingBlock label={t`Loading members…`} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Users size={28} />}
          title={<Trans>No member matches</Trans>}
          description={<Trans>Try another name, or remove a filter.</Trans>}
        />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite" aria-busy={isFetching}>
            {plural(total, { one: '# member', other: '# members' })}
          </p>
          <ul className={styles.grid} aria-label={t`Members`}>
            {data.items.map((member) => (
              <li key={member.accountId}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
          {total > pageSize ? (
            <Pager
              page={list.page}
              pageSize={pageSize}
              total={total}
              onPageChange={list.setPage}
              label={t`Pages of the member list`}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
