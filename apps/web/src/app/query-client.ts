import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/** One retry for network and server failures; answers the server meant (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
