import { systemTool } from '@apkforge/test-kit';
import type { Browser } from 'playwright-core';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from '../functions/src/contracts/session-hint-script.js';
import { launchChromium } from './src/chromium.js';
import { startFrameableSite, type FrameableSite } from './src/frameable-site.js';
import { APP_URL } from './src/stack-urls.js';

const browserTool = systemTool('chromium');

// What Hosting serves (firebase.json through its local copy, docs/architecture.md "Hosting headers"); the journey
// proves the app works under it, this proves the headers are there and the browser enforces them.
describe('hosting headers as served', () => {
  // The prerendered home's inline script is allowed by its hash, and nothing else inline (contracts/session-hint-script.ts).
  const hintHash = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

  it.each(['/', '/plans', '/blog/website-to-app-guide', '/dashboard', '/ops/requests/u/r'])(
    '%s carries the document headers',
    async (path) => {
      const response = await fetch(`${APP_URL}${path}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain(`script-src 'self' ${hintHash} https://checkout.razorpay.com https://apis.google.com`);
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('permissions-policy')).toMatch(/^accelerometer=\(\), camera=\(\)/);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('hashed assets are immutable for a year and point at no source map', async () => {
    const html = await (await fetch(`${APP_URL}/`)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const response = await fetch(`${APP_URL}${entry}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${APP_URL}${entry}.map`)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('the API keeps its own caching and gets no document headers', async () => {
    const response = await fetch(`${APP_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe.skipIf(browserTool.skip)('the browser enforces the policy', () => {
  let browser: Browser;
  let site: FrameableSite;

  beforeAll(async () => {
    site = await startFrameableSite();
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('refuses an injected inline script and a script from another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP_URL}/`);
    const blocked = await page.evaluate(
      async (otherOrigin) => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
        const inline = document.createElement('script');
        inline.textContent = 'window.injected = true;';
        document.head.append(inline);
        const foreign = document.createElement('script');
        foreign.src = `${otherOrigin}evil.js`;
        document.head.append(foreign);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { violations, ran: 'injected' in window };
      },
      site.url.replace('localhost', 'example.invalid'),
    );
    expect(blocked.ran).toBe(false);
    expect(blocked.violations).toEqual(['script-src-elem', 'script-src-elem']);
  });

  it('cannot be framed by another site', async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.evaluate(async (appUrl) => {
      const frame = document.createElement('iframe');
      frame.src = appUrl;
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve));
    }, `${APP_URL}/`);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(child).toBeDefined();
    // A refused frame holds the browser's error page, not the app.
    expect(await child?.locator('#root').count()).toBe(0);
  });
});
