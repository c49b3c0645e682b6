import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import { applyTranslations, pageLocale } from '#client/lib/i18n.ts';
import { applyInitialData } from '#client/lib/initial-data.ts';
import { queryClient } from '#client/lib/query-client.ts';

// The page's first data came with the HTML: the first render shows it without a request (docs/decisions/009).
applyInitialData(queryClient);

const root = createRoot(document.getElementById('root')!);
// As a transition the first render yields to the browser every few milliseconds instead of running as one long task
// (Lighthouse's Total Blocking Time on a throttled phone went from 100–500 ms to under 100 ms).
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// A Spanish or French page loads its language's texts before the first render (a Catalan page loads none of them);
// if they cannot load, the page still renders, in Catalan. Not a top-level await: the language's chunk imports
// modules of this one, which must have finished evaluating first.
const translations =
  pageLocale === 'es' ? import('#client/app/i18n/es/index.ts') : pageLocale === 'fr' ? import('#client/app/i18n/fr/index.ts') : undefined;
if (translations) void translations.then((m) => applyTranslations(m.translations), () => undefined).then(render);
else render();
