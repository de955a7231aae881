import { CHUNK_LOAD_TIMEOUT_MS } from '@kiwi/domain';

/** A lazy-loaded chunk that did not arrive (spec section 8). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic import: a chunk that fails to load, or that has not loaded
 * after the time-out (120 s, spec section 9), raises a ChunkLoadError that the
 * route's error boundary shows.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`La página no se ha cargado en ${timeoutMs / 1000} s`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('No se ha podido cargar la página', { cause: error }));
      },
    );
  });
}
