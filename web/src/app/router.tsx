import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { aliases, paths, samePage } from '@/config/paths';
import { HomeGate, RedirectVerifiedUser, RequireSession, RequireSupport } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** Lazy route: the page's code loads on first visit; errors stay inside the page (layout remains). */
function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return { Component: module.default, ErrorBoundary: module.ErrorBoundary ?? RouteError };
    },
  };
}

const pages = {
  landing: () => import('./routes/landing'),
  converter: () => import('./routes/converter'),
  login: () => import('./routes/login'),
  moreFeatures: () => import('./routes/more-features'),
  plans: () => import('./routes/plans'),
  dashboard: () => import('./routes/dashboard'),
  profile: () => import('./routes/profile'),
  privacy: () => import('./routes/privacy-policy'),
  refund: () => import('./routes/refund-policy'),
  shipping: () => import('./routes/shipping-policy'),
  contact: () => import('./routes/contact'),
  terms: () => import('./routes/terms'),
  blogGuide: () => import('./routes/blog-guide'),
  reportAbuse: () => import('./routes/report-abuse'),
  downloadLink: () => import('./routes/download-link'),
};

// Not a route `lazy`: the router would fetch that before any guard runs. React.lazy under RequireSupport loads the
// console's chunk only once the support claim is confirmed (customers never download it).
const OpsRoute = lazy(() => import('./routes/ops'));

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [
        { path: paths.home, element: <HomeGate />, children: [{ index: true, ...page(pages.landing) }] },
        { path: paths.converter, ...page(pages.converter) },
        { path: paths.login, element: <RedirectVerifiedUser />, children: [{ index: true, ...page(pages.login) }] },
        { path: paths.moreFeatures, ...page(pages.moreFeatures) },
        { path: paths.plans, ...page(pages.plans) },
        { element: <RequireSession verified />, children: [{ path: paths.dashboard, ...page(pages.dashboard) }] },
        { element: <RequireSession verified={false} />, children: [{ path: paths.profile, ...page(pages.profile) }] },
        {
          path: `${paths.ops}/*`,
          element: (
            <RequireSupport>
              <Suspense fallback={<PageLoader />}>
                <OpsRoute />
              </Suspense>
            </RequireSupport>
          ),
          errorElement: <RouteError />,
        },
        { path: paths.privacy, ...page(pages.privacy) },
        { path: paths.refund, ...page(pages.refund) },
        { path: samePage.refund, ...page(pages.refund) },
        { path: paths.shipping, ...page(pages.shipping) },
        { path: samePage.shipping, ...page(pages.shipping) },
        { path: paths.contact, ...page(pages.contact) },
        { path: paths.terms, ...page(pages.terms) },
        { path: paths.blogGuide, ...page(pages.blogGuide) },
        { path: paths.reportAbuse, ...page(pages.reportAbuse) },
        { path: paths.downloadLink, ...page(pages.downloadLink) },
        ...aliases.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = createRoutes()) {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy pages `pathname` opens and puts them into `routes`, so a router made from them renders the page at
 * once instead of its HydrateFallback: what hydrating a prerendered page needs (app/boot.tsx), since the server's
 * HTML already holds the page.
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
