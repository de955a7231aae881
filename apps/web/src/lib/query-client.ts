import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

const MAX_RETRIES = 2;

/** Client errors (4xx) and maintenance (503) are answers, not glitches: never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status < 500 || error.status === 503)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
