export * from './accounts.ts';
export * from './ledger.ts';
export * from './reference-data.ts';
