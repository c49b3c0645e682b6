import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Layout } from '#client/components/layout/layout.tsx';
import { PageErrorBoundary } from '#client/components/layout/page-error-boundary.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { withTexts } from '#client/app/route-texts.ts';
import { paths } from '#shared/routes.ts';

const Home = lazy(() => import('#client/app/routes/home.tsx'));
const History = lazy(withTexts(['history'], () => import('#client/app/routes/history.tsx')));
const Teams = lazy(() => import('#client/app/routes/teams.tsx'));
const Matches = lazy(() => import('#client/app/routes/matches.tsx'));
const Photos = lazy(() => import('#client/app/routes/photos.tsx'));
const Contact = lazy(withTexts(['forms', 'zod', 'contact'], () => import('#client/app/routes/contact.tsx')));
const Privacy = lazy(withTexts(['privacy'], () => import('#client/app/routes/privacy.tsx')));
const Shop = lazy(() => import('#client/app/routes/shop.tsx'));
const Checkout = lazy(withTexts(['forms', 'zod', 'cart', 'payment'], () => import('#client/app/routes/checkout.tsx')));
const Campus = lazy(withTexts(['campus'], () => import('#client/app/routes/campus.tsx')));
const Registration = lazy(withTexts(['registration', 'forms', 'zod'], () => import('#client/app/routes/registration.tsx')));
const Waitlist = lazy(withTexts(['forms', 'waitlist'], () => import('#client/app/routes/waitlist.tsx')));
const Family = lazy(withTexts(['forms', 'zod', 'family'], () => import('#client/app/routes/family.tsx')));
const AdminLogin = lazy(() => import('#client/app/routes/admin-login.tsx'));
const AdminSetPassword = lazy(() => import('#client/app/routes/admin-set-password.tsx'));
const Admin = lazy(() => import('#client/app/routes/admin.tsx'));
const NotFound = lazy(() => import('#client/app/routes/not-found.tsx'));

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
                <Route path={paths.home} component={Home} />
                <Route path={paths.history} component={History} />
                <Route path={paths.teams} component={Teams} />
                <Route path={`${paths.teams}/:slug`} component={Teams} />
                <Route path={paths.matches} component={Matches} />
                <Route path={paths.photos} component={Photos} />
                <Route path={paths.contact} component={Contact} />
                <Route path={paths.privacy} component={Privacy} />
                <Route path={paths.shop} component={Shop} />
                <Route path={`${paths.shop}/:slug`} component={Shop} />
                <Route path={paths.checkout} component={Checkout} />
                <Route path={paths.campus} component={Campus} />
                <Route path={`${paths.campus}/:slug`} component={Campus} />
                <Route path={paths.registration} component={Registration} />
                <Route path={paths.waitlist} component={Waitlist} />
                <Route path={paths.family} component={Family} />
                <Route path={paths.adminLogin} component={AdminLogin} />
                <Route path={paths.adminSetPassword} component={AdminSetPassword} />
                <Route component={NotFound} />
              </Switch>
            </Suspense>
          </PageErrorBoundary>
        </Layout>
      </Route>
    </Switch>
  );
}
