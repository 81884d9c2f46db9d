import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
type Chunk = Rolldown.OutputChunk;

/** Chunks and everything they import statically: what the browser needs before they can run (bench:web too). */
export function staticClosure(start: Chunk | Chunk[], chunks: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  (Array.isArray(start) ? start : [start]).forEach(visit);
  return seen;
}

/**
 * The `<link>` tags that fetch a lazy route's code and styles while the entry is still downloading: modulepreload
 * for its chunk and the chunks it imports, preload for its CSS, leaving out what index.html loads anyway.
 * `crossorigin` matches how the route is imported later (module scripts and Vite's CSS loader are CORS requests),
 * so the browser reuses the preloaded responses instead of fetching twice.
 */
export function routePreloadTags(bundle: Bundle, routeModule: string, base = '/'): HtmlTagDescriptor[] {
  const chunks = new Map<string, Chunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
  if (!entry || !route) throw new Error(`route-preload: no ${entry ? `chunk for ${routeModule}` : 'entry chunk'}`);
  const loaded = staticClosure(entry, chunks);
  const loadedCss = new Set([...loaded].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const wanted = [...staticClosure(route, chunks)].filter((chunk) => !loaded.has(chunk));
  const css = [...new Set(wanted.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(
    (name) => !loadedCss.has(name),
  );
  const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
    tag: 'link',
    attrs,
    injectTo: 'head',
  });
  return [
    ...wanted.map((chunk) => link({ rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` })),
    ...css.map((name) => link({ rel: 'preload', as: 'style', crossorigin: true, href: `${base}${name}` })),
  ];
}

/**
 * Preloads the route most first visits open. Lazy routes keep every page's code out of the entry, but the
 * browser only learns about a route's chunk once the entry has downloaded and run: on a phone on 3G that put the
 * landing page's code 1.5 s behind the first byte. Hints in index.html start it with the entry instead. Every
 * address gets the same index.html, so another route pays for these bytes too; the landing route and its styles
 * are about 15 KB compressed, and / is where signed-out visitors arrive.
 */
export function preloadRoute(routeModule: string): Plugin {
  return {
    name: 'apkforge:preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? routePreloadTags(context.bundle, routeModule) : []),
    },
  };
}
