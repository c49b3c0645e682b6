import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import { applyInitialData } from '#client/lib/initial-data.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { loadRouteModule } from '#client/lib/route-module.ts';

// The page's first data and its route chunk came with the HTML: the first render shows the page, with its data,
// without a request and without a loading state in between (docs/decisions/009).
applyInitialData(queryClient);

void loadRouteModule().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds (no long task), and the lazy
  // route, already loaded, is rendered at once instead of behind the Suspense fallback.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
