import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@exam/sdk';
import { handleGlobalError, type RequestMeta } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleGlobalError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handleGlobalError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // A server's answer is final; only a lost connection is worth one more try.
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
