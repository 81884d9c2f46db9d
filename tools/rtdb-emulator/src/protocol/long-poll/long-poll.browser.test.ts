import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemTool } from '@apkforge/test-kit';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RtdbEmulator } from '../../emulator-options.js';
import { startRtdbEmulator } from '../../server.js';

const browserTool = systemTool('chromium');
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The web SDK as a browser page gets it, exposed on window.fb for page.evaluate. */
async function bundleSdk(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { initializeApp } from 'firebase/app'; import * as database from 'firebase/database'; window.fb = { initializeApp, ...database };",
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function servePage(sdk: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/sdk.js') {
      response.writeHead(200, { 'Content-Type': 'application/javascript' });
      response.end(sdk);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><html><body><script src="/sdk.js"></script></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

/** What the test page exposes; page functions run in the browser, so they reach it through globalThis. */
interface PageGlobals {
  fb: Record<string, (...args: unknown[]) => unknown>;
  db: unknown;
  seen: unknown[];
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

describe.skipIf(browserTool.skip)('long polling from a real browser', () => {
  let emulator: RtdbEmulator;
  let page: { server: Server; url: string };
  let browser: Browser;
  const rest = (path: string, init?: RequestInit) => fetch(`${emulator.url}/${path}.json`, init);

  beforeAll(async () => {
    emulator = await startRtdbEmulator({ port: 0 });
    page = await servePage(await bundleSdk());
    browser = await chromium.launch({ executablePath: browserTool.path as string, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    page?.server.close();
    await emulator?.stop();
  });

  /** Opens the page and connects the SDK; `setup` runs first (forceLongPolling, localStorage...). */
  async function open(
    setup: 'force-long-polling' | 'websocket-failed-before',
  ): Promise<{ tab: Page; websockets: string[]; polls: string[] }> {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const websockets: string[] = [];
    const polls: string[] = [];
    tab.on('websocket', (socket) => websockets.push(socket.url()));
    tab.on('request', (request) => {
      if (request.url().includes('/.lp?')) polls.push(request.url());
    });
    await tab.goto(page.url);
    await tab.evaluate(
      ({ port, mode }) => {
        const page = globalThis as unknown as PageGlobals;
        const fb = page.fb;
        if (mode === 'force-long-polling') fb.forceLongPolling!();
        // What the SDK stores after a websocket that never became healthy: the next start long-polls first.
        else page.localStorage.setItem('firebase:previous_websocket_failure', 'true');
        const app = fb.initializeApp!({
          projectId: 'demo-apkforge',
          databaseURL: 'https://demo-apkforge-default-rtdb.firebaseio.com',
        });
        page.db = fb.getDatabase!(app);
        fb.connectDatabaseEmulator!(page.db, '127.0.0.1', port);
        page.seen = [];
        fb.onValue!(fb.ref!(page.db, 'lp/watched'), (snapshot: { val(): unknown }) => page.seen.push(snapshot.val()));
      },
      { port: emulator.port, mode: setup },
    );
    return { tab, websockets, polls };
  }

  it('reads, writes and listens over long polling only, with messages larger than one poll URL', async () => {
    const { tab, websockets, polls } = await open('force-long-polling');
    await tab.waitForFunction(() => {
      const seen = (globalThis as unknown as PageGlobals).seen;
      return seen.length === 1 && seen[0] === null;
    });
    const big = 'x'.repeat(20_000);
    const read = await tab.evaluate(async (value) => {
      const { fb, db } = globalThis as unknown as PageGlobals;
      await fb.set!(fb.ref!(db, 'lp/big'), { value });
      return ((await fb.get!(fb.ref!(db, 'lp/big'))) as { val(): unknown }).val();
    }, big);
    expect(read).toEqual({ value: big });
    expect(await (await rest('lp/big/value')).json()).toBe(big);
    await rest('lp/watched', { method: 'PUT', body: '"from REST"' });
    await tab.waitForFunction(() => (globalThis as unknown as PageGlobals).seen.at(-1) === 'from REST');
    expect(websockets).toEqual([]);
    expect(polls.some((url) => url.includes('start=t'))).toBe(true);
    await tab.context().close();
  });

  it('starts on long polling after a failed websocket, then upgrades to a websocket without losing order', async () => {
    const { tab, websockets, polls } = await open('websocket-failed-before');
    await tab.waitForFunction(() => (globalThis as unknown as PageGlobals).seen.length === 1);
    expect(polls.some((url) => url.includes('start=t'))).toBe(true);
    for (let i = 1; i <= 20; i++) await rest('lp/watched', { method: 'PUT', body: String(i) });
    await tab.waitForFunction(() => (globalThis as unknown as PageGlobals).seen.at(-1) === 20);
    await expect.poll(() => websockets.some((url) => /[?&]s=/.test(url)), { timeout: 20_000 }).toBe(true);
    // Once the websocket is healthy the SDK forgets the earlier failure.
    await tab.waitForFunction(
      () => (globalThis as unknown as PageGlobals).localStorage.getItem('firebase:previous_websocket_failure') === null,
    );
    for (let i = 21; i <= 30; i++) await rest('lp/watched', { method: 'PUT', body: String(i) });
    await tab.waitForFunction(() => (globalThis as unknown as PageGlobals).seen.at(-1) === 30);
    const seen = (await tab.evaluate(() => (globalThis as unknown as PageGlobals).seen)) as number[];
    expect(seen.slice(1)).toEqual([...seen.slice(1)].sort((a, b) => a - b));
    const written = await tab.evaluate(async () => {
      const { fb, db } = globalThis as unknown as PageGlobals;
      await fb.set!(fb.ref!(db, 'lp/after-upgrade'), true);
      return true;
    });
    expect(written).toBe(true);
    expect(await (await rest('lp/after-upgrade')).json()).toBe(true);
    await tab.context().close();
  });
});
