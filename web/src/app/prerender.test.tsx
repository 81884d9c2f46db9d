import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, pageFile, renderPage, routeModuleOf } from './prerender';
import { pagePath } from './prerendered-pages';

// What build-plugins/prerender.ts writes into each page's HTML (docs/architecture.md "Prerendered pages").
describe('prerendered pages', () => {
  it("renders the signed-out home's first screen, not a loader", async () => {
    const html = await renderPage('/');
    expect(html).toContain('Turn your website into an <em>Android app</em>');
    expect(html).toContain('Preview in mobile');
    expect(html).not.toContain('class="page-loader"');
  });

  it.each(PRERENDERED_PAGES.filter((path) => path !== '/'))('renders %s with its heading', async (path) => {
    const html = await renderPage(path);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain('class="page-loader"');
  });

  it('renders no page whose first screen depends on the session', async () => {
    await expect(renderPage('/dashboard')).rejects.toThrow(/not a prerendered page/);
    await expect(renderPage('/login')).rejects.toThrow(/not a prerendered page/);
  });

  it('names the file Hosting serves each page from (cleanUrls) and the route module it loads', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/plans')).toBe('plans.html');
    expect(pageFile('/blog/website-to-app-guide')).toBe('blog/website-to-app-guide.html');
    expect(routeModuleOf('/')).toBe('/src/app/routes/landing.tsx');
    expect(routeModuleOf('/blog/website-to-app-guide')).toBe('/src/app/routes/blog-guide.tsx');
  });

  it('matches a location to a page without its trailing slash', () => {
    expect(pagePath('/plans/')).toBe('/plans');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('')).toBe('/');
  });
});
