import { realServer } from '@coach/kit/test/real-server.ts';

// Someone who has an account but has not verified its address yet, made through the real server:
// an account the back office creates with a password is mailed a verification link (ADR 0033),
// as one a visitor registers without paying yet.

export const newcomer = {
  name: 'Deniz',
  surname: 'Yıldız',
  email: 'deniz@example.com',
  password: 'Kestane-Lodos-47',
} as const;

/** Creates the newcomer's account, waiting for its address to be verified; answers its id. */
export async function unverifiedNewcomer(): Promise<string> {
  const api = await realServer();
  const { accountId } = await api.run(
    'createAccount',
    { ...newcomer, accountRoleType: 'Guest', language: 'en' },
    { as: 'admin' },
  );
  return accountId;
}
