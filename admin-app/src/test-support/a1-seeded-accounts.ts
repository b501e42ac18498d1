import type { AccountView } from '@coach/core/contracts';
import { realServer } from '@coach/kit/test/real-server.ts';

// The demo accounts as the real server seeded them (server/src/seed/demo-data.ts), found the way
// the back office finds them: their ids are made at seeding, so a test asks rather than retypes.

/** The seeded account with this e-mail address, as the accounts list shows it to an administrator. */
export async function seededAccount(email: string): Promise<AccountView> {
  const api = await realServer();
  const { items } = await api.run('listAccounts', { search: email }, { as: 'admin' });
  const account = items.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`the demo data has no account ${email}`);
  return account;
}
