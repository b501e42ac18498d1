import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, reconnectDelaySeconds, unreachableReason } from './connection-errors.ts';
import { databaseTarget, retryDelays } from './wait-for-database.ts';

const coded = (code: string, name = 'Error') => Object.assign(new Error(code), { code, name });
/** As drizzle wraps a driver's error: `Failed query: …` with the driver's error as `cause`. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection, wrapped by drizzle', failedQuery(coded('ECONNREFUSED'))],
    ['a reset connection', coded('ECONNRESET')],
    ['a connection closed under a query', failedQuery(coded('CONNECTION_CLOSED'))],
    ['a connection not made in time', coded('CONNECT_TIMEOUT')],
    ['a host name that does not resolve', coded('ENOTFOUND')],
    ['every address of a host refused', Object.assign(new AggregateError([coded('ECONNREFUSED')]), {})],
    ['PostgreSQL shutting down (57P01)', failedQuery(coded('57P01', 'PostgresError'))],
    ['PostgreSQL still starting (57P03)', coded('57P03', 'PostgresError')],
    ['a connection exception (08006)', coded('08006', 'PostgresError')],
    ['no connection slot left (53300)', coded('53300', 'PostgresError')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'PostgresError')],
    ['a wrong password', coded('28P01', 'PostgresError')],
    ['a pool we ended ourselves', coded('CONNECTION_ENDED')],
    ['the embedded database once closed (PGlite answers 57P01)', coded('57P01', 'DatabaseError')],
    ['any other error', new Error('boom')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('names the code for the log, or else the message', () => {
    expect(unreachableReason(failedQuery(coded('ECONNREFUSED')))).toBe('ECONNREFUSED');
    expect(unreachableReason(new Error('password authentication failed'))).toBe(
      'password authentication failed',
    );
  });
});

describe('reconnecting and waiting', () => {
  it('reconnects within a second however long the outage', () => {
    expect([0, 1, 5, 10, 100].map(reconnectDelaySeconds)).toEqual([0, 0.1, 0.5, 1, 1]);
  });

  it('waits 0.5, 1, 2, 4 s, then every 5 s, within the time given', () => {
    expect(retryDelays(0)).toEqual([]);
    expect(retryDelays(1)).toEqual([0.5]);
    const delays = retryDelays(60);
    expect(delays.slice(0, 6)).toEqual([0.5, 1, 2, 4, 5, 5]);
    expect(delays).toHaveLength(14);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(60);
  });

  it('names the database by host and port, never by its password', () => {
    expect(databaseTarget('postgres://coach:secret@db.internal:6543/coach')).toBe('db.internal:6543');
    expect(databaseTarget('postgres://coach@db/coach')).toBe('db:5432');
  });
});
