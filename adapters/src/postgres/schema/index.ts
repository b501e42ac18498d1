export * from './account-tokens.ts';
export * from './accounts.ts';
export * from './jobs.ts';
export * from './ledger.ts';
export * from './outbox.ts';
export * from './reference-data.ts';
export * from './throttling.ts';
