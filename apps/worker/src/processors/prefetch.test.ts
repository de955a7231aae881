import { describe, expect, it } from 'vitest';
import { prefetched } from './prefetch';

/**
 * A source that records when each item is asked for and whether it was closed. Once it is
 * exhausted, `next()` answers a plain object, not a promise, as postgres.js' cursor does.
 */
function source(items: number[]) {
  const log: string[] = [];
  let index = 0;
  const iterable = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        log.push(`next ${index}`);
        if (index >= items.length) return { value: undefined, done: true };
        return new Promise((resolve) => setTimeout(resolve, 5)).then(() => ({
          value: items[index++]!,
          done: false,
        }));
      },
      return: async () => {
        log.push('return');
        return { value: undefined, done: true };
      },
    }),
  };
  return { iterable: iterable as unknown as AsyncIterable<number>, log };
}

describe('prefetched', () => {
  it('yields every item in order, asking for the next before the caller handles this one', async () => {
    const { iterable, log } = source([1, 2, 3]);
    const seen: number[] = [];
    for await (const item of prefetched(iterable)) {
      log.push(`handle ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(log).toEqual([
      'next 0',
      'next 1',
      'handle 1',
      'next 2',
      'handle 2',
      'next 3',
      'handle 3',
    ]);
  });

  it('on an early stop, lets the request in flight finish, then closes the source', async () => {
    const { iterable, log } = source([1, 2, 3]);
    await expect(
      (async () => {
        for await (const item of prefetched(iterable)) {
          if (item === 1) throw new Error('disco lleno');
        }
      })(),
    ).rejects.toThrow('disco lleno');
    expect(log).toEqual(['next 0', 'next 1', 'return']);
  });
});
