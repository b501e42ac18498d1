export * from './clock.ts';
export * from './crypto/argon2-password-hasher.ts';
export * from './crypto/hashing-queue.ts';
export * from './crypto/random-token-generator.ts';
export * from './crypto/zxcvbn-password-strength.ts';
export * from './jobs/job-definition.ts';
export * from './jobs/job-directory.ts';
export * from './jobs/job-locks.ts';
export * from './jobs/run-job.ts';
export * from './jobs/scheduler.ts';
export * from './mail/react-email-renderer.ts';
export * from './mail/smtp-mailer.ts';
// In-memory persistence and rate limiter: for tests and tools only, never for the composition root
// (nothing survives the process, and there is one writer at a time).
export * from './memory/index.ts';
export * from './memory/rate-limiter.ts';
export * from './postgres/database.ts';
export * from './postgres/rate-limiter.ts';
export * from './postgres/repositories/index.ts';
export * as dbSchema from './postgres/schema/index.ts';
