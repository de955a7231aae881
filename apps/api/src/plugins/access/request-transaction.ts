import { withTenant, type KiwiDb, type KiwiTx, type TenantActor } from '@kiwi/db';

/** A tenant transaction that stays open across a request's hooks and handler. */
export interface RequestTransaction {
  tx: KiwiTx;
  /** Commits (`true`) or rolls back (`false`); waits until the connection is back in the pool. */
  finish(commit: boolean): Promise<void>;
}

const ROLLBACK = Symbol('rollback');

/**
 * Opens `withTenant(db, tenantId, …)` and hands its transaction out instead of
 * running a callback: the guard loads the caller and the handler runs its queries
 * in the same transaction (one BEGIN … COMMIT per request), and the response
 * hooks decide how it ends.
 */
export function openRequestTransaction(
  db: KiwiDb,
  tenantId: number,
  actor: TenantActor = {},
): Promise<RequestTransaction> {
  return new Promise((resolveOpened, rejectOpened) => {
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    const ended = withTenant(
      db,
      tenantId,
      async (tx) => {
        resolveOpened({ tx, finish });
        if (!(await decided)) throw ROLLBACK;
      },
      actor,
    ).catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
    let finishing: Promise<void> | undefined;
    function finish(commit: boolean): Promise<void> {
      finishing ??= (decide(commit), ended);
      return finishing;
    }
    // Fails here only when BEGIN / set_config failed, before the transaction was handed out.
    ended.catch(rejectOpened);
  });
}
