import { paths } from '@/config/paths';

/**
 * The pages built into HTML at build time (web/build-plugins/prerender.ts): the signed-out home and the pages that
 * look the same to everyone. Pages whose first screen depends on the session (login, the dashboard, the profile,
 * /converter) are not: their first render is a loader until Auth answers.
 */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  [paths.home]: 'landing',
  [paths.plans]: 'plans',
  [paths.moreFeatures]: 'more-features',
  [paths.privacy]: 'privacy-policy',
  [paths.refund]: 'refund-policy',
  [paths.shipping]: 'shipping-policy',
  [paths.contact]: 'contact',
  [paths.terms]: 'terms',
  [paths.blogGuide]: 'blog-guide',
  [paths.reportAbuse]: 'report-abuse',
};

export const PRERENDERED_PAGES: readonly string[] = Object.keys(ROUTE_MODULES);

/** The page's lazy route module (router.tsx `pages`), whose code and CSS its HTML preloads. */
export function routeModuleOf(path: string): string {
  const name = ROUTE_MODULES[path];
  if (!name) throw new Error(`${path} is not a prerendered page`);
  return `/src/app/routes/${name}.tsx`;
}

/** A location's path as the prerendered pages name them: no trailing slash, `/` for the home. */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where Hosting finds a page's HTML (firebase.json `cleanUrls`: /plans is served from plans.html). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
