import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazy chunks', () => {
  it('raises an error when a chunk has not loaded after 120 s', async () => {
    const never = new Promise<never>(() => {});
    const loading = loadChunk(() => never);
    const outcome = loading.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('La página no se ha cargado en 120 s');
  });

  it('raises an error when the chunk fails to load', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands over the module when it loads in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ page: 'ok' }))).resolves.toEqual({ page: 'ok' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
