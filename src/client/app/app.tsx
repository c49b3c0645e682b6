import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import { AppRouter } from '#client/app/router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <AppRouter />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
