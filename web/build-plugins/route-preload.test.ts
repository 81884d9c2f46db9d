import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadTags } from './route-preload';

type Bundle = Parameters<typeof routePreloadTags>[0];

function chunk(
  fileName: string,
  options: { imports?: string[]; css?: string[]; facade?: string; entry?: boolean } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: options.imports ?? [],
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

function bundle(...chunks: Rolldown.OutputChunk[]): Bundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

// The shape of the real build: the entry imports react and the auth SDK; the landing route imports the hero
// (with its CSS), a helper it shares with the entry, and react.
const app = bundle(
  chunk('assets/index.js', {
    entry: true,
    imports: ['assets/react.js', 'assets/shared.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/react.js'),
  chunk('assets/shared.js'),
  chunk('assets/landing.js', {
    facade: '/repo/web/src/app/routes/landing.tsx',
    imports: ['assets/hero.js', 'assets/shared.js', 'assets/react.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/hero.js', { imports: ['assets/url.js'], css: ['assets/hero.css'] }),
  chunk('assets/url.js'),
  chunk('assets/dashboard.js', { facade: '/repo/web/src/app/routes/dashboard.tsx', imports: ['assets/database.js'] }),
  chunk('assets/database.js'),
);

const hrefs = (tags: ReturnType<typeof routePreloadTags>, rel: string) =>
  tags.filter((tag) => tag.attrs?.rel === rel).map((tag) => tag.attrs?.href);

describe('routePreloadTags', () => {
  it("preloads the route's chunk and what it imports, not what index.html already loads", () => {
    const tags = routePreloadTags(app, '/src/app/routes/landing.tsx');
    expect(hrefs(tags, 'modulepreload')).toEqual(['/assets/landing.js', '/assets/hero.js', '/assets/url.js']);
  });

  it('preloads only the CSS the entry does not already link', () => {
    const tags = routePreloadTags(app, '/src/app/routes/landing.tsx');
    expect(hrefs(tags, 'preload')).toEqual(['/assets/hero.css']);
    expect(tags.find((tag) => tag.attrs?.rel === 'preload')?.attrs).toMatchObject({ as: 'style', crossorigin: true });
  });

  it("links the route's CSS as a stylesheet for a page whose HTML is already there (prerendered)", () => {
    const tags = routePreloadTags(app, '/src/app/routes/landing.tsx', { styles: 'stylesheet' });
    expect(hrefs(tags, 'stylesheet')).toEqual(['/assets/hero.css']);
    expect(hrefs(tags, 'preload')).toEqual([]);
  });

  it('never pulls in another route or its SDKs', () => {
    const all = routePreloadTags(app, '/src/app/routes/landing.tsx').map((tag) => tag.attrs?.href);
    expect(all).not.toContain('/assets/dashboard.js');
    expect(all).not.toContain('/assets/database.js');
  });

  it('puts every hint in the head, CORS-mode like the dynamic import that uses it', () => {
    for (const tag of routePreloadTags(app, '/src/app/routes/landing.tsx')) {
      expect(tag).toMatchObject({ tag: 'link', injectTo: 'head', attrs: { crossorigin: true } });
    }
  });

  it('honours the base path', () => {
    expect(hrefs(routePreloadTags(app, '/src/app/routes/landing.tsx', { base: '/app/' }), 'modulepreload')[0]).toBe(
      '/app/assets/landing.js',
    );
  });

  it('fails the build when the route is gone, instead of silently preloading nothing', () => {
    expect(() => routePreloadTags(app, '/src/app/routes/home.tsx')).toThrow(
      /no chunk for \/src\/app\/routes\/home\.tsx/,
    );
  });
});
