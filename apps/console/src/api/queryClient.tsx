import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The console's one query cache. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * A layout or page with the query cache around it. The router wraps what reads through the cache
 * as it loads (routes/router.tsx), so pages that read nothing through it, the sign-in page first,
 * load without the cache's code (issue 18).
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
