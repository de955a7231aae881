import { describe, expect, it } from 'vitest';
import { prefetched } from './prefetch';

/** A source that records when each item is asked for and whether it was closed. */
function source(items: number[]) {
  const log: string[] = [];
  let index = 0;
  const iterable: AsyncIterable<number> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        log.push(`next ${index}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return index < items.length
          ? { value: items[index++]!, done: false }
          : { value: undefined, done: true };
      },
      return: async () => {
        log.push('return');
        return { value: undefined, done: true };
      },
    }),
  };
  return { iterable, log };
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
