import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../postgres/schema/index.ts';
import { openTestDatabase, type TestDatabase } from './test-databases.ts';

/**
 * For the query-plan tests (issue 29): a PostgreSQL test database whose drizzle instance records
 * every statement it sends, and the plans PostgreSQL would choose for them with sequential scans
 * and sorts discouraged, so that an index that gives the rows in order is taken wherever one exists.
 */
export interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Index Name'?: string;
  readonly 'Relation Name'?: string;
  /** Of a join: Inner, Left, Semi, Anti… */
  readonly 'Join Type'?: string;
  readonly Plans?: readonly PlanNode[];
}

/** A node and every node below it. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The tables read whole by any of the plans (a Seq Scan despite the discouragement). */
export const tablesReadWhole = (plans: readonly PlanNode[]) =>
  plans
    .flatMap(nodesOf)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name']);

/** The indexes any of the plans read, or only those read by an index-only scan. */
export const indexesRead = (plans: readonly PlanNode[], only?: 'Index Only Scan') =>
  plans
    .flatMap(nodesOf)
    .filter((node) => !only || node['Node Type'] === only)
    .flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

export interface PlanLab {
  readonly test: TestDatabase;
  /** A connection of its own, for seeding (`set local session_replication_role = replica`, …). */
  readonly client: postgres.Sql;
  /** The repositories' drizzle instance: what it sends is what `plansOf` explains. */
  readonly db: ReturnType<typeof drizzle<typeof schema>>;
  /** The statements of the last `plansOf` call, as sent. */
  readonly sent: readonly { readonly query: string; readonly params: unknown[] }[];
  /** The plans of every statement `call` sends through `db`. */
  plansOf(call: () => Promise<unknown>): Promise<PlanNode[]>;
  close(): Promise<void>;
}

export async function openPlanLab(): Promise<PlanLab> {
  const test = await openTestDatabase('postgres');
  const client = postgres(test.url ?? '', { max: 1, onnotice: () => {} });
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  return {
    test,
    client,
    db,
    sent,
    async plansOf(call) {
      sent.length = 0;
      await call();
      const statements = [...sent];
      return client.begin(async (tx) => {
        await tx`set local enable_seqscan = off`;
        await tx`set local enable_sort = off`;
        const plans: PlanNode[] = [];
        for (const { query, params } of statements) {
          const [row] = await tx.unsafe(`explain (format json) ${query}`, params as never[]);
          const [explained] = (row?.['QUERY PLAN'] ?? []) as { Plan: PlanNode }[];
          if (!explained) throw new Error(`no plan for ${query}`);
          plans.push(explained.Plan);
        }
        return plans;
      });
    },
    async close() {
      await client.end();
      await test.dispose();
    },
  };
}
