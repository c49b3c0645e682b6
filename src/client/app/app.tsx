import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { routerBase } from '#client/lib/i18n.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { AppRouter } from '#client/app/router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={routerBase}>
        <AppRouter />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
