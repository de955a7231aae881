import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseSeeded, migrationsFolder, provisionDatabase } from '../src/setup/index';
import { appUrlFor, databaseUrlWith } from '../src/urls';
import { testAdminUrl } from '../src/testing/index';
import { connect } from './helpers';

const readMigrationTags = () => readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));

const database = `kiwi_test_${Math.floor(Date.now() / 1000)}_prov${randomBytes(3).toString('hex')}`;
const serverUrl = testAdminUrl();

afterAll(async () => {
  const admin = connect(serverUrl);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

describe('provisionDatabase', () => {
  it('creates a database owned by kiwi_owner, migrates it, and is idempotent', async () => {
    const logs: string[] = [];
    const first = await provisionDatabase({
      adminUrl: serverUrl,
      database,
      log: (m) => logs.push(m),
    });
    expect(logs[0]).toBe(`creating database ${database}`);
    expect(first.appUrl).toBe(appUrlFor(serverUrl, database));

    const again: string[] = [];
    await provisionDatabase({ adminUrl: serverUrl, database, log: (m) => again.push(m) });
    expect(again.some((m) => m.startsWith('creating database'))).toBe(false);

    const target = connect(databaseUrlWith(serverUrl, database));
    try {
      const [db] = await target`
        select pg_get_userbyid(datdba) as owner from pg_database where datname = current_database()`;
      expect(db?.owner).toBe('kiwi_owner');
      const migrations = await target`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(migrations[0]?.n).toBe(readMigrationTags().length);
      const owners = await target`
        select distinct pg_get_userbyid(relowner) as owner from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`;
      expect(owners.map((o) => o.owner)).toEqual(['kiwi_owner']);
    } finally {
      await target.end();
    }
  });

  it('gives an app URL that logs in as kiwi_app', async () => {
    const app = connect(appUrlFor(serverUrl, database));
    try {
      const [row] = await app`select current_user as name, current_database() as db`;
      expect(row).toEqual({ name: 'kiwi_app', db: database });
    } finally {
      await app.end();
    }
  });

  it('reports a database as seeded only once it holds a tenant', async () => {
    expect(await isDatabaseSeeded(serverUrl, `${database}_missing`)).toBe(false);
    expect(await isDatabaseSeeded(serverUrl, database)).toBe(false);
    const target = connect(databaseUrlWith(serverUrl, database));
    await target`insert into tenants (name) values ('Primera')`;
    await target.end();
    expect(await isDatabaseSeeded(serverUrl, database)).toBe(true);
  });
});

describe('connection URLs', () => {
  it('swaps the database and the user, keeping host, port and parameters', () => {
    const admin = 'postgres://postgres:secret@db.internal:6543/postgres?sslmode=require';
    expect(databaseUrlWith(admin, 'kiwi')).toBe(
      'postgres://postgres:secret@db.internal:6543/kiwi?sslmode=require',
    );
    const previous = process.env.KIWI_APP_DB_PASSWORD;
    process.env.KIWI_APP_DB_PASSWORD = 'p@ss/word';
    try {
      expect(appUrlFor(admin, 'kiwi')).toBe(
        'postgres://kiwi_app:p%40ss%2Fword@db.internal:6543/kiwi?sslmode=require',
      );
    } finally {
      if (previous === undefined) delete process.env.KIWI_APP_DB_PASSWORD;
      else process.env.KIWI_APP_DB_PASSWORD = previous;
    }
  });
});
