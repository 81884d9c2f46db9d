import type { Browser } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  network?: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number };
  cpuSlowdown?: number;
}

export interface LcpSample {
  lcpMs: number;
  /** The element the browser chose, e.g. `h1.hero-title`. */
  lcpElement: string;
  /** When the landing route's chunk started downloading (its resource timing `startTime`), NaN if it was not seen. */
  routeChunkStartMs: number;
  /** Database or Functions SDK chunks the page loaded (there must be none on the signed-out home). */
  forbiddenSdks: string[];
}

interface PageReport {
  lcp: { startTime: number; element: string } | null;
  resources: Array<{ name: string; startTime: number }>;
}

// Registered before any page script runs, so no LCP candidate is missed; `buffered` would replay them too, but
// an observer from the start also records the element while it is still in the document.
const OBSERVE_LCP = `
  window.__apkforgeLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const name = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(gone)';
      window.__apkforgeLcp = { startTime: entry.startTime, element: name };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const NETWORK_IDLE_MAX_MS = 10_000;
const SETTLE_MS = 1500;

/** One cold load of `url` in a fresh browser context (empty cache) under `profile`. */
export async function measureLcp(browser: Browser, url: string, profile: NetworkProfile): Promise<LcpSample> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    deviceScaleFactor: profile.mobile ? 3 : 1,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: profile.network.downloadBytesPerSecond,
        uploadThroughput: profile.network.uploadBytesPerSecond,
      });
    }
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(url, { waitUntil: 'load' });
    // The home also reads the plan catalog from the database (port 9000 in emulator mode); a stack busy with another
    // run can hold that request open, which would keep the network from ever going idle. LCP is the first screen's,
    // painted from the prerendered HTML, so a bounded wait is enough.
    await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MAX_MS }).catch(() => undefined);
    // LCP is final once the page stops painting larger content; the home has nothing that arrives later.
    await page.waitForTimeout(SETTLE_MS);
    const report = await page.evaluate<PageReport>(() => ({
      lcp: (window as unknown as { __apkforgeLcp: PageReport['lcp'] }).__apkforgeLcp,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    if (!report.lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const chunk = report.resources.find((entry) => /\/assets\/landing-[^/]*\.js$/.test(entry.name));
    return {
      lcpMs: report.lcp.startTime,
      lcpElement: report.lcp.element,
      routeChunkStartMs: chunk?.startTime ?? NaN,
      forbiddenSdks: report.resources
        .map((entry) => /\/assets\/(firebase-(?:database|functions))-[^/]*\.js$/.exec(entry.name)?.[1])
        .filter((name): name is string => Boolean(name)),
    };
  } finally {
    await context.close();
  }
}
