import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { appRolePassword, appUrlFor, databaseNameOf, databaseUrlWith } from '../src/urls';

/** The password of the issue: every character that breaks a hand-written URL. */
const AWKWARD = 'p@ss#w/rd%ñ:';
const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const previous = process.env.KIWI_APP_DB_PASSWORD;
afterEach(() => {
  if (previous === undefined) delete process.env.KIWI_APP_DB_PASSWORD;
  else process.env.KIWI_APP_DB_PASSWORD = previous;
});

/** What postgres.js (the driver of the API, the worker and the scripts) makes of a URL. */
function driverOptions(url: string) {
  const sql = postgres(url, { max: 1 });
  const { user, pass, host, port, database } = sql.options;
  void sql.end();
  return { user, pass, host, port, database };
}

describe('kiwi_app connection URL with any password', () => {
  it(`"${AWKWARD}": host, port, database and parameters survive; the driver reads the exact password`, () => {
    process.env.KIWI_APP_DB_PASSWORD = AWKWARD;
    const url = appUrlFor(
      'postgres://postgres:secret@db.internal:6543/postgres?sslmode=require',
      'kiwi',
    );
    expect(url).toBe(
      'postgres://kiwi_app:p%40ss%23w%2Frd%25%C3%B1%3A@db.internal:6543/kiwi?sslmode=require',
    );
    expect(appRolePassword()).toBe(AWKWARD);
    expect(driverOptions(url)).toEqual({
      user: 'kiwi_app',
      pass: AWKWARD,
      host: ['db.internal'],
      port: [6543],
      database: 'kiwi',
    });
    expect(databaseNameOf(url)).toBe('kiwi');
  });

  it('every printable ASCII character, alone and all together, round-trips through the driver', () => {
    for (const password of [...PRINTABLE_ASCII, PRINTABLE_ASCII, 'a%zz', '%', 'ñandú €']) {
      process.env.KIWI_APP_DB_PASSWORD = password;
      const url = appUrlFor('postgres://postgres@127.0.0.1:5432/postgres', 'kiwi');
      expect(driverOptions(url), JSON.stringify(password)).toMatchObject({
        pass: password,
        host: ['127.0.0.1'],
        database: 'kiwi',
      });
    }
  });

  it('an admin URL whose password is already encoded keeps it when switching database', () => {
    const admin = `postgres://postgres:${encodeURIComponent(AWKWARD)}@db:5432/postgres`;
    const target = databaseUrlWith(admin, 'kiwi');
    expect(driverOptions(target)).toMatchObject({
      user: 'postgres',
      pass: AWKWARD,
      database: 'kiwi',
    });
  });
});
