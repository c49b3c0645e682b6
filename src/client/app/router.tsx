import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Layout } from '#client/components/layout/layout.tsx';
import { PageErrorBoundary } from '#client/components/layout/page-error-boundary.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { withTexts } from '#client/app/route-texts.ts';
import { itemPages } from '#shared/item-links.ts';
import { pageMeta, paths } from '#shared/routes.ts';

// Every page's module, a lazy chunk each; the route table (#shared/routes.ts) names each page's and the translations
// that load with it, so a new page is one entry there and one file in routes/ (docs/architecture.md).
const routeFiles = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

function lazyModule(module: string, texts: readonly string[] = []) {
  const load = routeFiles[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No page module src/client/app/routes/${module}.tsx`);
  return lazy(texts.length ? withTexts(texts, load) : load);
}

const pages = Object.entries(pageMeta).map(([route, page]) => ({ route, module: page.module, Component: lazyModule(page.module, page.texts) }));
/** The back office is outside the public layout. */
const Admin = pages.find((p) => p.route === paths.admin)!.Component;
const inLayout = pages.filter((p) => p.route !== paths.admin);
/** A team, campus or product on its own address (`/equips/12-…`) is its list page's (decision 174). */
const itemRoutes = Object.values(itemPages).map((list) => ({ ...inLayout.find((p) => p.route === list)!, route: `${list}/:slug` }));
const NotFound = lazyModule('not-found');

export function AppRouter() {
  const [location] = useLocation();
  return (
    <Switch>
      <Route path={paths.admin}>
        <PageErrorBoundary resetKey={location}>
          <Suspense fallback={<PageLoading />}>
            <Admin />
          </Suspense>
        </PageErrorBoundary>
      </Route>
      <Route>
        <Layout headerActions={<CartButton />}>
          <PageErrorBoundary resetKey={location}>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                {/* Keyed by module: opening an item (/equips → /equips/12-…) keeps the page mounted, its dialog's opener too. */}
                {[...inLayout, ...itemRoutes].map(({ route, module, Component }) => (
                  <Route key={module} path={route} component={Component} />
                ))}
                <Route component={NotFound} />
              </Switch>
            </Suspense>
          </PageErrorBoundary>
        </Layout>
      </Route>
    </Switch>
  );
}
