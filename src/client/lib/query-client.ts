import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: no retries, data never stale by itself, no refetch on focus, no polling. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
