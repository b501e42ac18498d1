export * from './clock.ts';
export * from './crypto/argon2-password-hasher.ts';
export * from './crypto/random-token-generator.ts';
export * from './postgres/database.ts';
export * from './postgres/repositories/index.ts';
export * as dbSchema from './postgres/schema/index.ts';
