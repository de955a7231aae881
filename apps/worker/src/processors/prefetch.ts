/**
 * Iterates `source` one item ahead: the next item is requested before the caller handles
 * this one, so a postgres.js cursor fetches its next batch while the worker writes the
 * current one (PostgreSQL and Node work at the same time). When the caller stops early the
 * request in flight is let finish before the source is closed, so the cursor's portal is
 * closed cleanly rather than left waiting.
 */
export async function* prefetched<T>(source: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  // postgres.js' cursor answers a finished query with a plain `{done: true}`, not a promise
  const next = () => Promise.resolve(iterator.next());
  let pending: Promise<IteratorResult<T>> | null = next();
  try {
    for (;;) {
      const current: IteratorResult<T> = await pending;
      pending = null;
      if (current.done) return;
      pending = next();
      // awaited on the next turn; until then a failure must not count as unhandled
      pending.catch(() => {});
      yield current.value;
    }
  } finally {
    if (pending) {
      const last = await pending.catch(() => ({ done: true }) as IteratorResult<T>);
      if (!last.done) await iterator.return?.();
    }
  }
}
