import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { NetworkError, RequestTimeoutError } from '@exam/sdk';
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
        // A server's answer is final, and so are a cancel, a timeout (another 30 s would trap the user) and an
        // unreadable answer; only a lost connection is worth one more try.
        retry: (count, error) => error instanceof NetworkError && !(error instanceof RequestTimeoutError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
