import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { maybeVerifiedSession } from '@/lib/auth/session-hint';
import { App } from '.';
import { pagePath } from './prerendered-pages';
import { createAppRouter, createRoutes, loadRoutesOf } from './router';

/**
 * Starts the app in `root`. A page prerendered at build time (web/build-plugins/prerender.ts) holds its first
 * screen as HTML, marked with the path it was rendered for: that page is hydrated (its lazy route loaded first, so
 * the first render matches the HTML) and nothing is painted twice. Everything else is rendered from scratch: an
 * address the HTML was not made for, and the home page of a browser where a verified user was signed in last time,
 * whose first render is the loader that waits for Auth before opening the dashboard (app/guards.tsx HomeGate); the
 * page's inline script has kept that HTML hidden (docs/architecture.md "Prerendered pages").
 */
export async function boot(root: HTMLElement): Promise<void> {
  const path = pagePath(window.location.pathname);
  const hydrate = root.dataset.prerendered === path && !(path === '/' && maybeVerifiedSession());
  if (hydrate) {
    const routes = createRoutes();
    await loadRoutesOf(routes, path);
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  delete root.dataset.prerendered;
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
