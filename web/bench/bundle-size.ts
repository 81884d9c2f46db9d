import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Rolldown, build } from 'vite';
import { staticClosure } from '../build-plugins/route-preload.js';
import { checkFonts } from './font-budget.js';

/**
 * What a browser downloads for the web app, measured on a fresh emulator-mode build (in memory; web/dist is
 * left alone). Prints raw and gzip bytes of:
 *   - entry: what index.html loads (the entry chunk, its static imports and their CSS);
 *   - home:  a signed-out visitor on / (entry plus the landing route and its static imports);
 *   - dashboard: a signed-in visitor on /dashboard, for comparison;
 *   - the largest lazy chunk (anything a signed-out visitor on / does not load);
 *   - the support console's chunk, and it FAILS when any ops code is in the entry or the dashboard;
 *   - the app's own font files, and it FAILS when they break their budget (font-budget.ts).
 * It also says whether the home page pulls in the Realtime Database or Functions SDKs (it should not).
 * The last line is one JSON object for tooling. Run: npm run bench:web
 */
type Chunk = Rolldown.OutputChunk;
type Asset = Rolldown.OutputAsset;

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Sizes {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
}

const gzipBytes = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const rawBytes = (text: string | Uint8Array) => (typeof text === 'string' ? Buffer.byteLength(text) : text.length);

async function buildInMemory(): Promise<{ chunks: Map<string, Chunk>; assets: Map<string, Asset> }> {
  const result = await build({
    root: webDir,
    configFile: resolve(webDir, 'vite.config.ts'),
    mode: 'emulator',
    logLevel: 'warn',
    build: { write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Chunk>();
  const assets = new Map<string, Asset>();
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
    else assets.set(item.fileName, item);
  }
  return { chunks, assets };
}

function routeChunk(chunks: Map<string, Chunk>, route: string): Chunk {
  const suffix = `/src/app/routes/${route}.tsx`;
  const found = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
  if (!found) throw new Error(`no chunk for ${suffix}`);
  return found;
}

function measure(set: Set<Chunk>, assets: Map<string, Asset>): Sizes {
  const css = new Set<string>();
  for (const chunk of set) chunk.viteMetadata?.importedCss.forEach((name) => css.add(name));
  const sum = (items: Array<string | Uint8Array>) => ({
    raw: items.reduce((total, item) => total + rawBytes(item), 0),
    gzip: items.reduce((total, item) => total + gzipBytes(item), 0),
    files: items.length,
  });
  return {
    js: sum([...set].map((chunk) => chunk.code)),
    css: sum([...css].map((name) => assets.get(name)?.source ?? '')),
  };
}

const includesPackage = (set: Set<Chunk>, name: string) =>
  [...set].some((chunk) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
function line(label: string, sizes: Sizes): string {
  const { js, css } = sizes;
  return `${label.padEnd(10)} JS ${kb(js.raw).padStart(10)} raw ${kb(js.gzip).padStart(10)} gzip (${js.files} files)   CSS ${kb(css.raw).padStart(9)} raw ${kb(css.gzip).padStart(9)} gzip (${css.files} files)`;
}

const { chunks, assets } = await buildInMemory();
const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
const entrySet = staticClosure(entries, chunks);
const homeSet = staticClosure([...entries, routeChunk(chunks, 'landing')], chunks);
const dashboardSet = staticClosure([...entries, routeChunk(chunks, 'dashboard')], chunks);
// The support console (/ops) is its own chunk; a customer's entry and dashboard must hold none of its code.
const opsModule = (id: string) => id.includes('/src/features/ops/') || id.endsWith('/src/app/routes/ops.tsx');
const opsCodeIn = (set: Set<Chunk>) =>
  [...set].flatMap((chunk) => chunk.moduleIds.filter(opsModule).map((id) => `${chunk.fileName}: ${id}`));
const opsSet = staticClosure([routeChunk(chunks, 'ops')], chunks);
const lazy = [...chunks.values()]
  .filter((chunk) => !homeSet.has(chunk))
  .sort((a, b) => rawBytes(b.code) - rawBytes(a.code));
const largest = lazy[0];

const report = {
  entry: measure(entrySet, assets),
  home: measure(homeSet, assets),
  dashboard: measure(dashboardSet, assets),
  largestLazyChunk: largest
    ? { file: largest.fileName, raw: rawBytes(largest.code), gzip: gzipBytes(largest.code) }
    : null,
  ops: {
    chunk: measure(opsSet, assets),
    inEntry: opsCodeIn(entrySet),
    inDashboard: opsCodeIn(dashboardSet),
  },
  homeLoads: {
    // Before its first paint: the session loads Auth afterwards (lib/auth/load-auth.ts).
    firebaseAuth: includesPackage(homeSet, '@firebase/auth'),
    firebaseDatabase: includesPackage(homeSet, '@firebase/database'),
    firebaseFunctions: includesPackage(homeSet, '@firebase/functions'),
    files: [...homeSet].map((chunk) => chunk.fileName).sort(),
  },
  fonts: checkFonts(assets),
};

console.log('web bundle (vite build --mode emulator, gzip level 9)');
console.log(line('entry', report.entry));
console.log(line('home', report.home));
console.log(line('dashboard', report.dashboard));
if (report.largestLazyChunk) {
  const { file, raw, gzip } = report.largestLazyChunk;
  console.log(`largest lazy chunk: ${file} ${kb(raw)} raw, ${kb(gzip)} gzip`);
}
console.log(
  `home loads before its first paint the Auth SDK: ${report.homeLoads.firebaseAuth}; the Realtime Database SDK: ${report.homeLoads.firebaseDatabase}; the Functions SDK: ${report.homeLoads.firebaseFunctions}`,
);
console.log(
  `ops console chunk: ${kb(report.ops.chunk.js.raw)} raw JS; ops code in the customer entry: ${report.ops.inEntry.length} modules, in the dashboard: ${report.ops.inDashboard.length} modules`,
);
console.log(
  `fonts: ${report.fonts.files.length} woff2 files, ${kb(report.fonts.totalBytes)} (largest ${kb(Math.max(0, ...report.fonts.files.map((file) => file.bytes)))}); ${report.fonts.swapping} of ${report.fonts.faces} @font-face rules swap`,
);
console.log(JSON.stringify(report));
const homeSdks = Object.entries(report.homeLoads).filter(([name, loaded]) => name !== 'files' && loaded === true);
if (homeSdks.length > 0) {
  console.error(`FAIL: the signed-out home loads ${homeSdks.map(([name]) => name).join(', ')} before its first paint`);
  process.exit(1);
}
if (report.ops.inEntry.length > 0 || report.ops.inDashboard.length > 0) {
  console.error(
    `FAIL: support console code ships to customers:\n${[...report.ops.inEntry, ...report.ops.inDashboard].join('\n')}`,
  );
  process.exit(1);
}
if (report.fonts.problems.length > 0) {
  console.error(`FAIL: the font files break their budget:\n${report.fonts.problems.join('\n')}`);
  process.exit(1);
}
