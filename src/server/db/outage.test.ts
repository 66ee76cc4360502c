import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DomainError, NotFoundError } from '../errors.ts';
import { DatabaseTimeoutError, isOutage } from './outage.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const postgres = (code: string) => Object.assign(new pg.DatabaseError('server said no', 1, 'error'), { code });

describe('isOutage', () => {
  it('knows a database that is gone, unreachable, shutting down, starting up or out of room', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('ENOTFOUND'),
      postgres('57P01'), // terminating connection due to administrator command
      postgres('57P03'), // the database system is starting up / shutting down
      postgres('08006'), // connection failure
      postgres('53300'), // too many connections
      postgres('53100'), // disk full
      new SQLite.SqliteError('database is locked', 'SQLITE_BUSY'),
      new SQLite.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE'),
      new SQLite.SqliteError('unable to open database file', 'SQLITE_CANTOPEN'),
      new SQLite.SqliteError('database or disk is full', 'SQLITE_FULL'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
      new DatabaseTimeoutError(3000),
      // Node gives a refused connection to every address of a name as one AggregateError.
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
      new Error('the page could not read its data', { cause: withCode('ECONNREFUSED') }),
    ]) {
      expect(isOutage(err), String(err)).toBe(true);
    }
  });

  it('leaves bugs, bad input and business refusals alone', () => {
    for (const err of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      postgres('42601'), // syntax error
      postgres('23505'), // unique violation
      postgres('22P02'), // invalid text representation
      new SQLite.SqliteError('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'),
      new SQLite.SqliteError('no such column', 'SQLITE_ERROR'),
      new NotFoundError(),
      new DomainError('error.invalidParam'),
      withCode('ENOENT'),
      'ECONNREFUSED',
      null,
      undefined,
    ]) {
      expect(isOutage(err), String(err)).toBe(false);
    }
  });
});
