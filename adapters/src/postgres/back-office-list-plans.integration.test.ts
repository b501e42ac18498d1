import type { AccountFileReviewSearch, AccountSearch, MemberDirectoryFilter } from '@coach/core';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nodesOf,
  openPlanLab,
  type PlanLab,
  type PlanNode,
  tablesReadWhole,
} from '../testing/query-plans.ts';
import { accountFileRepository } from './repositories/account-file-repository.ts';
import { accountRepository } from './repositories/account-repository.ts';
import { auditLogRepository } from './repositories/audit-log-repository.ts';
import { contactMessageRepository } from './repositories/contact-message-repository.ts';
import { orderRepository } from './repositories/order-repository.ts';
import { outboxRepository } from './repositories/outbox-repository.ts';
import { profileRepository } from './repositories/profile-repository.ts';

/**
 * The shapes that keep the back office's account lists fast at scale (issue 29): the accounts,
 * the members' list, proofs, the audit log, the outbox and the contact inbox. Each test explains
 * the very statements a repository sends, with sequential scans and sorts discouraged, so that the
 * planner takes an index wherever one gives the rows in order: a page of ids that still sorts, a
 * table read whole, or a search that does not use its trigram index means the shape broke.
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)('back-office list query plans on PostgreSQL', () => {
  let lab: PlanLab;
  let client: postgres.Sql;
  let db: PlanLab['db'];

  beforeAll(async () => {
    lab = await openPlanLab();
    ({ client, db } = lab);
    // A few thousand rows, analysed and vacuumed (a live database's visibility map lets an index
    // be read alone); the discouraged scans and sorts do the rest. Foreign keys and triggers off
    // for the load (`replica`), the CHECK constraints still on.
    await client.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        insert into accounts (id, name, surname, email, phone, account_role_type, status, is_locked,
          last_login_at, created_at, bio)
        select md5('account' || i)::uuid, (array['Ayşe', 'Çağrı', 'İsmail', 'Ömer'])[i % 4 + 1] || i,
          (array['Şahin', 'Öztürk', 'Yılmaz', 'Işık'])[i % 4 + 1], 'uye' || i || '@example.com',
          '+90555' || lpad(i::text, 7, '0'),
          (array['User', 'User', 'User', 'Guest', 'Administrator'])[i % 5 + 1],
          case when i % 50 = 0 then 'passive' else 'active' end, i % 97 = 0,
          case when i % 3 = 0 then null else now() - make_interval(mins => i) end,
          now() - make_interval(hours => i),
          -- As wide as a real account row (about 1.3 kB at 100,000 members, profile texts and all).
          repeat('Koçluk yolculuğum. ', 60)
        from generate_series(1, 4000) as i`;
      await tx`
        insert into account_files (account_id, file_name, content_type, size_bytes, content, state,
          rejection_reason, reviewed_at, created_at)
        select md5('account' || (i % 4000 + 1))::uuid, 'sertifika.pdf', 'application/pdf', 1, '\\x00'::bytea,
          (array['pending', 'approved', 'rejected'])[i % 3 + 1],
          case when i % 3 = 2 then 'Okunamıyor' end,
          case when i % 3 <> 0 then now() - make_interval(mins => i) end, now() - make_interval(hours => i)
        from generate_series(1, 3000) as i`;
      await tx`
        insert into audit_log (actor_label, action, entity_type, entity_id, created_at)
        select 'yonetici' || (i % 20) || '@example.com', 'accounts.update',
          (array['account', 'project', 'order'])[i % 3 + 1], md5('entity' || (i % 500)),
          now() - make_interval(mins => i)
        from generate_series(1, 4000) as i`;
      await tx`
        insert into outbox (template, recipient, language, data, status, created_at, next_attempt_at)
        select 'welcome', 'uye' || i || '@example.com', 'tr', '{}'::jsonb, 'sent',
          now() - make_interval(mins => i), now()
        from generate_series(1, 3000) as i`;
      await tx`
        insert into orders (account_id, buyer_name, buyer_email, membership_package_id, method, provider,
          provider_reference, period_months, price_usd, currency, starts_at, ends_at, created_at)
        select md5('account' || (i % 4000 + 1))::uuid, (array['Ayşe', 'Çağrı', 'İsmail', 'Ömer'])[i % 4 + 1] || ' Şahin',
          'uye' || i || '@example.com', md5('package' || (i % 3))::uuid,
          case when i % 4 = 0 then 'manual' else 'card' end, case when i % 4 <> 0 then 'sandbox' end,
          case when i % 4 <> 0 then 'sb-' || i end, 6, 49, 'USD', now(), now() + interval '6 months',
          now() - make_interval(mins => i)
        from generate_series(1, 3000) as i`;
      await tx`
        insert into contact_messages (name, surname, email, message, language, created_at, read_at)
        select 'Gülşen' || i, 'Çelik', 'yazan' || i || '@example.com', 'Merhaba, üyelik hakkında',
          'tr', now() - make_interval(mins => i), case when i % 2 = 0 then now() end
        from generate_series(1, 2000) as i`;
    });
    await client`vacuum analyze`;
  });
  afterAll(() => lab?.close());

  /** The plans of every statement `call` sends, with sequential scans and sorts discouraged. */
  const plansOf = (call: () => Promise<unknown>) => lab.plansOf(call);

  const expectNoSeqScan = (plans: readonly PlanNode[]) =>
    expect(tablesReadWhole(plans), 'a table read whole').toEqual([]);

  /** The page's ids (the subtree under a Limit) come off `index` in its order, with no sort. */
  function expectPageByIndex(plans: readonly PlanNode[], index: string) {
    const pages = plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Limit');
    expect(pages.length, 'a Limit node (the page of ids)').toBeGreaterThan(0);
    for (const page of pages) {
      const nodes = nodesOf(page);
      expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toContain(index);
      expect(nodes.map((node) => node['Node Type']).filter((type) => type.includes('Sort'))).toEqual([]);
    }
    expectNoSeqScan(plans);
  }

  /** Some statement reads `index` (a search's trigram index), and no table is read whole. */
  function expectIndexUsed(plans: readonly PlanNode[], index: string) {
    expect(plans.flatMap(nodesOf).map((node) => node['Index Name'])).toContain(index);
    expectNoSeqScan(plans);
  }

  const accountSearch = (sort: AccountSearch['sort'], more: Partial<AccountSearch> = {}): AccountSearch => ({
    search: '',
    sort,
    offset: 2000,
    limit: 20,
    ...more,
  });

  const accountSorts: [AccountSearch['sort'], string][] = [
    [{ key: 'createdAt', descending: true }, 'accounts_list_created_at_idx'],
    [{ key: 'createdAt', descending: false }, 'accounts_list_created_at_idx'],
    [{ key: 'name', descending: false }, 'accounts_list_name_idx'],
    [{ key: 'name', descending: true }, 'accounts_list_name_idx'],
    [{ key: 'surname', descending: false }, 'accounts_list_surname_idx'],
    [{ key: 'email', descending: false }, 'accounts_list_email_idx'],
    [{ key: 'score', descending: true }, 'accounts_list_score_idx'],
    [{ key: 'role', descending: false }, 'accounts_list_role_idx'],
    [{ key: 'status', descending: true }, 'accounts_list_status_idx'],
    [{ key: 'lastLoginAt', descending: false }, 'accounts_list_last_login_idx'],
    [{ key: 'lastLoginAt', descending: true }, 'accounts_list_last_login_desc_idx'],
  ];

  it.each(accountSorts)(
    'the accounts list sorted by %o reads its page of ids from %s',
    async (sort, index) => {
      expectPageByIndex(await plansOf(() => accountRepository(db).search(accountSearch(sort))), index);
    },
  );

  it('the accounts list filtered by role and status still pages along the sort index', async () => {
    const plans = await plansOf(() =>
      accountRepository(db).search(
        accountSearch({ key: 'createdAt', descending: true }, { role: 'User', status: 'active' }),
      ),
    );
    expectPageByIndex(plans, 'accounts_list_created_at_idx');
  });

  it('an accounts search reads the folded trigram index, and list rows never read the password hash', async () => {
    const plans = await plansOf(() =>
      accountRepository(db).search(
        accountSearch({ key: 'name', descending: false }, { search: 'şahin ayşe12' }),
      ),
    );
    expectIndexUsed(plans, 'accounts_search_trgm');
    expect(lab.sent.some(({ query }) => query.includes('"search_text" like'))).toBe(true);
    expect(lab.sent.filter(({ query }) => /"password_hash"(?! is not null)/.test(query))).toEqual([]);
  });

  it('a word nearly every account holds (their e-mail domain) is counted from the narrow search-text index', async () => {
    const plans = await plansOf(() =>
      accountRepository(db).search(
        accountSearch({ key: 'createdAt', descending: true }, { search: 'example.com' }),
      ),
    );
    const counted = plans.filter((plan) =>
      nodesOf(plan).some(
        (node) => node['Node Type'] === 'Aggregate' && !nodesOf(plan).some((n) => n['Node Type'] === 'Limit'),
      ),
    );
    expect(counted.length, 'the count statement').toBe(1);
    expect(
      nodesOf(counted[0] as PlanNode).map((node) => [node['Node Type'], node['Index Name']]),
    ).toContainEqual(['Index Only Scan', 'accounts_search_text_scan_idx']);
    expectNoSeqScan(plans);
  });

  const memberFilter = (
    sort: MemberDirectoryFilter['sort'],
    more: Partial<MemberDirectoryFilter> = {},
  ): MemberDirectoryFilter => ({ search: '', sort, offset: 1000, limit: 20, ...more });

  it.each([
    [{ key: 'name', descending: false }, 'accounts_members_name_idx'],
    [{ key: 'surname', descending: true }, 'accounts_members_surname_idx'],
    [{ key: 'memberSince', descending: true }, 'accounts_members_since_idx'],
  ] as [MemberDirectoryFilter['sort'], string][])(
    'the members list sorted by %o reads its page of ids from %s',
    async (sort, index) => {
      expectPageByIndex(await plansOf(() => profileRepository(db).listMembers(memberFilter(sort))), index);
    },
  );

  it('the members list filtered by language and score range pages along its index alone', async () => {
    const plans = await plansOf(() =>
      profileRepository(db).listMembers(
        memberFilter(
          { key: 'name', descending: false },
          { language: 'en', scoreRange: { lower: 0, upper: 100 } },
        ),
      ),
    );
    expectPageByIndex(plans, 'accounts_members_name_idx');
    const pageScans = plans
      .flatMap((plan) => nodesOf(plan).filter((node) => node['Node Type'] === 'Limit'))
      .flatMap(nodesOf)
      .filter((node) => node['Index Name'] === 'accounts_members_name_idx');
    expect(pageScans.map((node) => node['Node Type'])).toEqual(['Index Only Scan']);
  });

  it('a members search reads the folded name trigram index', async () => {
    const plans = await plansOf(() =>
      profileRepository(db).listMembers(
        memberFilter({ key: 'name', descending: false }, { search: 'ozturk' }),
      ),
    );
    expectIndexUsed(plans, 'accounts_members_search_trgm');
  });

  const proofSearch = (
    sort: AccountFileReviewSearch['sort'],
    more: Partial<AccountFileReviewSearch> = {},
  ): AccountFileReviewSearch => ({ search: '', sort, offset: 1500, limit: 20, ...more });

  it.each([
    [{ key: 'createdAt', descending: false }, 'account_files_queue_created_idx'],
    [{ key: 'createdAt', descending: true }, 'account_files_queue_created_desc_idx'],
    [{ key: 'reviewedAt', descending: false }, 'account_files_queue_reviewed_idx'],
    [{ key: 'reviewedAt', descending: true }, 'account_files_queue_reviewed_desc_idx'],
    [{ key: 'memberName', descending: false }, 'account_files_queue_member_idx'],
    [{ key: 'memberName', descending: true }, 'account_files_queue_member_desc_idx'],
  ] as [AccountFileReviewSearch['sort'], string][])(
    'the proofs list sorted by %o reads its page of ids from %s',
    async (sort, index) => {
      expectPageByIndex(await plansOf(() => accountFileRepository(db).search(proofSearch(sort))), index);
      expectPageByIndex(
        await plansOf(() => accountFileRepository(db).search(proofSearch(sort, { state: 'rejected' }))),
        index,
      );
    },
  );

  it('a proofs search reads the accounts’ folded trigram index', async () => {
    const plans = await plansOf(() =>
      accountFileRepository(db).search(
        proofSearch({ key: 'createdAt', descending: true }, { search: 'ismail10' }),
      ),
    );
    expectIndexUsed(plans, 'accounts_search_trgm');
  });

  it('the audit log pages along (created_at, id), whole or for one entity type or entity', async () => {
    const audit = auditLogRepository(db);
    const page = { search: '', offset: 2000, limit: 20 };
    expectPageByIndex(await plansOf(() => audit.search(page)), 'audit_log_created_at_idx');
    expectPageByIndex(
      await plansOf(() => audit.search({ ...page, oldestFirst: true })),
      'audit_log_created_at_idx',
    );
    expectPageByIndex(
      await plansOf(() => audit.search({ ...page, entityType: 'project', offset: 500 })),
      'audit_log_entity_type_idx',
    );
    expectPageByIndex(
      await plansOf(() => audit.search({ ...page, entityType: 'project', entityId: 'x', offset: 0 })),
      'audit_log_entity_idx',
    );
    expectIndexUsed(
      await plansOf(() => audit.search({ ...page, search: 'yonetici1' })),
      // Its count, on the narrow copy of the search text (migration 0031).
      'audit_log_search_text_trgm',
    );
    expectIndexUsed(await plansOf(() => audit.entityTypes()), 'audit_log_entity_type_idx');
  });

  it('the orders page along their order’s index, whole or for a provider, and a search reads the trigram index', async () => {
    const orders = orderRepository(db);
    const page = { search: '', oldestFirst: false, offset: 2000, limit: 20 };
    expectPageByIndex(await plansOf(() => orders.search(page)), 'orders_created_at_idx');
    expectPageByIndex(
      await plansOf(() => orders.search({ ...page, provider: 'sandbox' })),
      'orders_provider_created_idx',
    );
    expectPageByIndex(
      await plansOf(() => orders.search({ ...page, method: 'manual', offset: 500 })),
      'orders_method_created_idx',
    );
    expectIndexUsed(
      await plansOf(() => orders.search({ ...page, search: 'cagri', offset: 0 })),
      'orders_search_trgm',
    );
  });

  it('the outbox pages along (created_at, id), and its search reads the trigram index', async () => {
    const outbox = outboxRepository(
      db,
      () => {},
      () => {},
    );
    expectPageByIndex(await plansOf(() => outbox.list({ offset: 2000, limit: 20 })), 'outbox_created_at_idx');
    expectIndexUsed(
      await plansOf(() => outbox.list({ search: 'uye12', offset: 0, limit: 20 })),
      'outbox_search_trgm',
    );
  });

  it('the contact inbox pages along each sort’s index, and its search reads the trigram index', async () => {
    const messages = contactMessageRepository(db);
    const query = { search: '', read: 'all' as const, offset: 1000, limit: 20 };
    for (const [key, index] of [
      ['createdAt', 'contact_messages_created_at_idx'],
      ['name', 'contact_messages_name_idx'],
      ['email', 'contact_messages_email_idx'],
    ] as const) {
      for (const descending of [false, true]) {
        expectPageByIndex(
          await plansOf(() => messages.search({ ...query, sort: { key, descending } })),
          index,
        );
      }
    }
    expectIndexUsed(
      await plansOf(() =>
        messages.search({ ...query, search: 'gulsen', sort: { key: 'createdAt', descending: true } }),
      ),
      'contact_messages_search_trgm',
    );
  });
});
