import type { HtmlTagDescriptor, Rolldown } from 'vite';

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
 * for its chunk and the chunks it imports, and its CSS, leaving out what index.html loads anyway. The CSS is
 * preloaded, or linked as a stylesheet (`styles: 'stylesheet'`) where the page's HTML is already there to style
 * (a prerendered page, build-plugins/prerender.ts): Vite's CSS loader finds that link by its address later and adds
 * no second one. `crossorigin` matches how the route is imported later (module scripts and Vite's CSS loader are
 * CORS requests), so the browser reuses the responses instead of fetching twice.
 */
export function routePreloadTags(
  bundle: Bundle,
  routeModule: string,
  options: { base?: string; styles?: 'preload' | 'stylesheet' } = {},
): HtmlTagDescriptor[] {
  const { base = '/', styles = 'preload' } = options;
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
    ...css.map((name) =>
      styles === 'stylesheet'
        ? link({ rel: 'stylesheet', crossorigin: true, href: `${base}${name}` })
        : link({ rel: 'preload', as: 'style', crossorigin: true, href: `${base}${name}` }),
    ),
  ];
}
