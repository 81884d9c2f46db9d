import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown, build } from 'vite';
import { SESSION_HINT_SCRIPT } from '../../functions/src/contracts/session-hint-script.js';
import { routePreloadTags } from './route-preload.js';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** What the server-side module (web/src/app/prerender.tsx) exports, as the plugin uses it. */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  pageFile(path: string): string;
  renderPage(path: string): Promise<string>;
  routeModuleOf(path: string): string;
}

interface PrerenderOptions {
  /** The app's server-side entry, relative to the Vite root. */
  entry: string;
  /** The same aliases as the client build (`@/`, `@contracts/`). */
  alias: Record<string, string>;
  /** The file every other address is served (firebase.json's `**` rewrite): index.html as Vite built it. */
  shellFile: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** Inserts `tags` before `</head>`, as Vite's own transformIndexHtml would. */
function headTags(tags: HtmlTagDescriptor[]): string {
  return tags
    .map((tag) => {
      const attrs = Object.entries(tag.attrs ?? {})
        .filter(([, value]) => value !== false && value !== undefined)
        .map(([name, value]) => (value === true ? name : `${name}="${String(value)}"`))
        .join(' ');
      return `<${tag.tag} ${attrs}>`;
    })
    .join('\n    ');
}

/** The page's own <title> (React renders it where the page does; the head should carry it before any script runs). */
function withTitle(template: string, body: string): string {
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  return title ? template.replace(/<title>[^<]*<\/title>/, title) : template;
}

export function pageHtml(
  template: string,
  page: { path: string; body: string; tags: HtmlTagDescriptor[]; hideForVerifiedSession: boolean },
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  const head = [
    ...(page.hideForVerifiedSession ? [`<script>${SESSION_HINT_SCRIPT}</script>`] : []),
    headTags(page.tags),
  ].filter(Boolean);
  return withTitle(template, page.body)
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${page.path}">${page.body}</div>`);
}

/**
 * Builds the pages everyone sees alike into HTML, so the browser paints their first screen before any JavaScript
 * runs, and the app hydrates it afterwards (app/boot.tsx; docs/architecture.md "Prerendered pages"). After the
 * client build is written: a server build of `entry` into a temporary folder (in Vite's cache), then each page rendered into its own
 * file beside index.html (`plans.html`, `blog/website-to-app-guide.html`; firebase.json `cleanUrls` serves them at
 * /plans...), the home page into index.html, with its route's code preloaded and its CSS linked. Every other
 * address gets `shellFile`, the empty shell Vite built, through firebase.json's `**` rewrite.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'apkforge:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? config.build.outDir;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, options.shellFile), template);
      // Inside the package (Vite's cache folder), so the server build's imports of react and the router resolve
      // from node_modules.
      await mkdir(config.cacheDir, { recursive: true });
      const serverDir = await mkdtemp(join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'warn',
          resolve: { alias: options.alias },
          plugins: [react()],
          build: { ssr: options.entry, outDir: serverDir, emptyOutDir: true, sourcemap: false },
        });
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule;
        for (const path of server.PRERENDERED_PAGES) {
          const body = await server.renderPage(path);
          const tags = routePreloadTags(bundle as Bundle, server.routeModuleOf(path), { styles: 'stylesheet' });
          const file = join(outDir, server.pageFile(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, pageHtml(template, { path, body, tags, hideForVerifiedSession: path === '/' }));
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
