import type postgres from 'postgres';
import type { ExtractTablesWithRelations, RelationalSchemaConfig } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import {
  PostgresJsSession,
  PostgresJsTransaction,
  type PostgresJsSessionOptions,
} from 'drizzle-orm/postgres-js/session';
import type { KiwiDb, KiwiSchema, KiwiTx, TenantActor } from './client';

type Tables = ExtractTablesWithRelations<KiwiSchema>;
type Pending = postgres.PendingQuery<postgres.Row[]>;
/**
 * A postgres.js tagged template bound to one tenant transaction (prepared statements), for
 * statements written in the code: postgres.js keeps every template's strings array for good
 * (its origin cache), so a template must never be built at run time. `unsafe` takes a
 * statement rendered at run time (`$1…$n` and its parameters, e.g. `renderSql` of a list's
 * SQL), prepared the same way and kept nowhere.
 */
export type TenantSql = (<T extends readonly object[] = postgres.Row[]>(
  strings: TemplateStringsArray,
  ...values: postgres.ParameterOrFragment<never>[]
) => postgres.PendingQuery<T>) & {
  unsafe(text: string, params: readonly unknown[]): postgres.PendingQuery<postgres.Row[]>;
};

/** A tenant transaction on a connection reserved from the pool until `finish`. */
export interface TenantTransaction {
  /** Drizzle on this transaction (built on first use, without the per-table relational builders). */
  readonly tx: KiwiTx;
  /** Raw postgres.js on this transaction, for the few measured hot paths (prepared statements). */
  readonly sql: TenantSql;
  /**
   * Commits (`true`) or rolls back (`false`), then gives the connection back. Idempotent.
   * `finish(true)` rejects when the commit did not happen (a statement of the transaction
   * failed, COMMIT failed, the connection was lost); `finish(false)` never rejects.
   */
  finish(commit: boolean): Promise<void>;
}

/** postgres.js's connection object, handed out by the (undocumented) `onexecute` query option. */
interface DriverConnection {
  onclose: ((error: unknown) => void) | null;
}

/** Drizzle internals needed to build a transaction object on our own connection. */
interface DrizzleInternals {
  $client: postgres.Sql;
  dialect: PgDialect;
  session: { options: PostgresJsSessionOptions };
  _: { schema?: Tables; fullSchema: KiwiSchema; tableNamesMap: Record<string, string> };
}

const transactionEnded = () =>
  Object.assign(new Error('La transacción del tenant ya terminó'), { code: 'KIWI_TX_ENDED' });

/** After these the connection cannot be trusted: the driver's own errors, socket errors, FATAL. */
function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return true;
  const { code, errno, severity } = error as Error & {
    code?: string;
    errno?: number;
    severity?: string;
  };
  return (
    code?.startsWith('CONNECTION_') === true ||
    typeof errno === 'number' ||
    severity === 'FATAL' ||
    severity === 'PANIC'
  );
}

/** A query that rejects at once, shaped like postgres.js's (Drizzle calls `.values()`). */
function refused(error: Error): Pending {
  const rejected = Promise.reject(error) as Pending;
  return Object.assign(rejected, { values: () => rejected, raw: () => rejected });
}

/**
 * One scope of the transaction (the transaction itself or a savepoint): what Drizzle's
 * session uses as its postgres.js client. A failed statement marks its scope failed: the
 * transaction is then never committed, unless the failure was inside a savepoint that
 * was rolled back to (Drizzle's nested `tx.transaction`).
 */
class Scope {
  failure: unknown = undefined;
  constructor(private readonly owner: TenantConnection) {}

  track<Q extends Pending>(query: Q): Q {
    void query.catch((error: unknown) => {
      this.failure ??= error;
      if (isConnectionError(error)) this.owner.lost = true;
    });
    return query;
  }

  unsafe = (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions): Pending => {
    const refusal = this.owner.refusal();
    if (refusal) return refused(refusal);
    // Drizzle asks for unnamed statements; named ones skip a round trip (postgres.js first
    // describes an unnamed statement that has parameters) and PostgreSQL's parse + plan.
    return this.track(
      this.owner.conn.unsafe(query, params as postgres.ParameterOrJSON<never>[], {
        ...options,
        prepare: true,
      }),
    );
  };

  sql: TenantSql = Object.assign(
    ((strings, ...values) => {
      const refusal = this.owner.refusal();
      if (refusal) return refused(refusal);
      return this.track(this.owner.conn(strings, ...values) as Pending);
    }) as TenantSql,
    { unsafe: (text: string, params: readonly unknown[]) => this.unsafe(text, [...params]) },
  );

  /** See `tenantLastReadOf`: only the transaction's own scope may end it. */
  private endIfRoot = <Q extends Pending>(statement: Q): Q =>
    this === this.owner.root ? this.owner.endWith(statement) : statement;

  lastRead: TenantSql = Object.assign(
    ((strings, ...values) => this.endIfRoot(this.sql(strings, ...values) as Pending)) as TenantSql,
    {
      unsafe: (text: string, params: readonly unknown[]) =>
        this.endIfRoot(this.sql.unsafe(text, params) as Pending),
    },
  );

  savepoint = async <T>(fn: (client: postgres.TransactionSql) => Promise<T>): Promise<T> => {
    const name = `kiwi_sp_${++this.owner.savepoints}`;
    await this.unsafe(`savepoint ${name}`);
    const inner = new Scope(this.owner);
    try {
      const result = await fn(inner.asClient());
      if (inner.failure !== undefined) throw inner.failure;
      await this.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await this.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };

  asClient(): postgres.TransactionSql {
    return this as unknown as postgres.TransactionSql;
  }
}

class TenantConnection implements TenantTransaction {
  lost = false;
  savepoints = 0;
  private state: 'open' | 'ending' = 'open';
  private driverConnection: DriverConnection | undefined;
  private finishing: Promise<void> | undefined;
  private drizzleTx: KiwiTx | undefined;
  /** COMMIT sent right behind the last statement of a read (`lastRead`). */
  private commitSent: Pending | undefined;
  readonly root = new Scope(this);

  constructor(
    readonly conn: postgres.ReservedSql,
    private readonly db: KiwiDb,
  ) {}

  get sql(): TenantSql {
    return this.root.sql;
  }

  get tx(): KiwiTx {
    return (this.drizzleTx ??= leanDrizzleTransaction(this.db, this.root.asClient()));
  }

  refusal(): Error | undefined {
    if (this.state !== 'open') return transactionEnded();
    if (this.lost)
      return Object.assign(new Error('Conexión perdida'), { code: 'CONNECTION_CLOSED' });
    return undefined;
  }

  /** Learns the driver connection so that a connection closed while reserved is noticed. */
  attach = (connection: DriverConnection): boolean => {
    this.driverConnection = connection;
    connection.onclose = () => {
      this.lost = true;
    };
    return true;
  };

  /** BEGIN, the three settings and `alongside` in one write; resolves `alongside`'s answer. */
  async open<T>(
    tenantId: number,
    actor: TenantActor,
    alongside?: (sql: TenantSql) => PromiseLike<T>,
  ) {
    const begin = this.root.track(
      this.conn.unsafe('begin', [], {
        onexecute: this.attach,
      } as postgres.UnsafeQueryOptions) as Pending,
    );
    const settings = this.root.sql`select set_config('app.tenant_id', ${String(tenantId)}, true),
      set_config('app.account_id', ${actor.accountId == null ? '' : String(actor.accountId)}, true),
      set_config('app.route', ${actor.route ?? ''}, true)`;
    const first = alongside?.(this.root.sql);
    const [opened, set, answer] = await Promise.allSettled([begin, settings, first]);
    for (const outcome of [opened, set, answer]) {
      if (outcome.status === 'rejected') {
        await this.finish(false);
        throw outcome.reason;
      }
    }
    return (answer as PromiseFulfilledResult<T>).value;
  }

  /**
   * `statement`, then COMMIT in the same write: one round trip less for a read whose answer
   * needs nothing more from the database. The transaction is over once it is sent: later
   * statements are refused and `finish` only waits for that COMMIT's answer.
   */
  endWith<Q extends Pending>(statement: Q): Q {
    if (this.state !== 'open' || this.lost) return statement;
    this.state = 'ending';
    void statement.execute();
    this.commitSent = this.conn.unsafe('commit').execute() as unknown as Pending;
    void this.commitSent.catch(() => {});
    return statement;
  }

  finish(commit: boolean): Promise<void> {
    this.finishing ??= this.end(commit);
    return commit ? this.finishing : this.finishing.catch(() => {});
  }

  private async end(commit: boolean): Promise<void> {
    this.state = 'ending';
    let failure: unknown = commit ? this.root.failure : undefined;
    if (!this.lost) {
      const committing = commit && failure === undefined;
      try {
        // After `lastRead` the COMMIT is already on its way: a rollback is no longer possible
        // (nothing was written: it was a read).
        const done = await (this.commitSent ??
          this.conn.unsafe(committing ? 'commit' : 'rollback'));
        // COMMIT of a transaction in error answers ROLLBACK (a statement failed meanwhile).
        if ((committing || this.commitSent) && commit && done.command !== 'COMMIT') {
          failure = this.root.failure ?? new Error(`COMMIT answered ${done.command}`);
        }
      } catch (error) {
        if (isConnectionError(error)) this.lost = true;
        failure ??= error;
      }
    }
    if (this.driverConnection) this.driverConnection.onclose = null;
    // A lost connection is already back in the pool's closed list: releasing it would put a
    // dead socket among the open ones.
    if (!this.lost) this.conn.release();
    if (commit && (failure !== undefined || this.lost)) {
      throw failure ?? Object.assign(new Error('Conexión perdida'), { code: 'CONNECTION_CLOSED' });
    }
  }
}

/**
 * A Drizzle transaction object on `client`. Drizzle's own constructor builds a relational
 * query builder per table (~60 µs with the Kiwi schema); here they are built only if
 * `tx.query` is used.
 */
function leanDrizzleTransaction(db: KiwiDb, client: postgres.TransactionSql): KiwiTx {
  const { dialect, session, _ } = db as unknown as DrizzleInternals;
  const schema: RelationalSchemaConfig<Tables> | undefined = _.schema
    ? { schema: _.schema, fullSchema: _.fullSchema, tableNamesMap: _.tableNamesMap }
    : undefined;
  const drizzleSession = new PostgresJsSession<postgres.Sql, KiwiSchema, Tables>(
    client as unknown as postgres.Sql,
    dialect,
    schema,
    session.options,
  );
  type TxSession = ConstructorParameters<typeof PostgresJsTransaction<KiwiSchema, Tables>>[1];
  const txSession = drizzleSession as unknown as TxSession;
  const tx = new PostgresJsTransaction<KiwiSchema, Tables>(dialect, txSession, undefined);
  if (schema) {
    Object.assign(tx, { schema, _: { ...tx._, ...schema } });
    Object.defineProperty(tx, 'query', {
      configurable: true,
      enumerable: true,
      get() {
        const { query } = new PostgresJsTransaction<KiwiSchema, Tables>(dialect, txSession, schema);
        Object.defineProperty(tx, 'query', { value: query, enumerable: true });
        return query;
      },
    });
  }
  return tx;
}

/**
 * The raw postgres.js of the tenant transaction behind a Drizzle `tx` handed out by
 * `withTenant` or the API's request transaction (for measured hot paths: prepared
 * statements, no query building).
 */
export function tenantSqlOf(tx: KiwiTx): TenantSql {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof Scope)) throw new Error('tenantSqlOf: not a Kiwi tenant transaction');
  return client.sql;
}

/**
 * Like `tenantSqlOf`, for the last statement of a read-only request: the statement goes
 * with COMMIT in one write (one round trip less on the hot read paths, decision 0605).
 * Never for a write: the transaction is committed before the handler has answered.
 */
export function tenantLastReadOf(tx: KiwiTx): TenantSql {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof Scope))
    throw new Error('tenantLastReadOf: not a Kiwi tenant transaction');
  return client.lastRead;
}

/**
 * Reserves a connection and sends, in one write, BEGIN, the statement that sets
 * `app.tenant_id`, `app.account_id` and `app.route` (transaction-local), and `alongside`
 * (e.g. the caller's lookup). Resolves once all three have answered.
 */
export async function openTenantTransaction<T = undefined>(
  db: KiwiDb,
  tenantId: number,
  actor: TenantActor = {},
  alongside?: (sql: TenantSql) => PromiseLike<T>,
): Promise<{ transaction: TenantTransaction; first: T }> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) {
    throw new Error(`withTenant: invalid tenant id ${String(tenantId)}`);
  }
  const conn = await (db as unknown as DrizzleInternals).$client.reserve();
  const transaction = new TenantConnection(conn, db);
  const first = await transaction.open(tenantId, actor, alongside);
  return { transaction, first };
}
