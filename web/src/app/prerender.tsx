import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { PRERENDERED_PAGES } from './prerendered-pages';
import { createRoutes } from './router';

export { PRERENDERED_PAGES, pageFile, routeModuleOf } from './prerendered-pages';

/**
 * A page's first render as HTML, made at build time in Node (web/build-plugins/prerender.ts): the same tree as
 * app/boot.tsx hydrates (the session still loading, no browser APIs read while rendering), through React Router's
 * static router. `hydrate={false}`: the router's hydration data would be an inline script, which the Content
 * Security Policy refuses, and these pages have no loaders to carry.
 */
export async function renderPage(path: string): Promise<string> {
  if (!PRERENDERED_PAGES.includes(path)) throw new Error(`${path} is not a prerendered page`);
  const { query, dataRoutes } = createStaticHandler(createRoutes());
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
