import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from './contracts/api-paths.js';
import { notificationFeedPath } from './contracts/notifications.js';
import { PORTS } from './contracts/local-stack.js';
import { FUNCTIONS_REGION } from './contracts/region.js';
import { SESSION_HINT_SCRIPT } from './contracts/session-hint-script.js';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

// firebase.json cannot import the contracts, so this keeps its copies of them equal (contracts/local-stack.ts).
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { port?: number }>;
  hosting: {
    ignore: string[];
    cleanUrls?: boolean;
    rewrites: Array<{ source: string; destination?: string; function?: { functionId: string; region: string } }>;
    headers: HeaderRule[];
  };
};

describe('firebase.json agrees with the contracts', () => {
  it.each(['auth', 'functions', 'hosting', 'database', 'storage'] as const)('the %s emulator port', (service) => {
    expect(firebaseJson.emulators[service]?.port).toBe(PORTS[service]);
  });

  it('rewrites /api/** to the api function in the functions region', () => {
    const api = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/api/**');
    expect(api?.function).toEqual({ functionId: 'api', region: FUNCTIONS_REGION });
  });

  it('rewrites the frame check to its own function, ahead of /api/** (the first matching rewrite wins)', () => {
    const sources = firebaseJson.hosting.rewrites.map((rewrite) => rewrite.source);
    const frameCheck = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === API_PATHS.frameCheck);
    expect(frameCheck?.function).toEqual({ functionId: 'frameCheck', region: FUNCTIONS_REGION });
    expect(sources.indexOf(API_PATHS.frameCheck)).toBeLessThan(sources.indexOf('/api/**'));
  });

  it('rewrites the notification feeds to their own function, ahead of /api/**', () => {
    const sources = firebaseJson.hosting.rewrites.map((rewrite) => rewrite.source);
    const feed = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/api/apps/**');
    expect(feed?.function).toEqual({ functionId: 'notificationFeed', region: FUNCTIONS_REGION });
    expect(sources.indexOf('/api/apps/**')).toBeLessThan(sources.indexOf('/api/**'));
    expect(notificationFeedPath('in.co.example.app')).toMatch(/^\/api\/apps\//);
  });

  // docs/architecture.md "Prerendered pages": /plans is served from plans.html, the home from index.html, and every
  // other address from app.html, the empty shell (never a prerendered page's HTML under another address).
  it('serves prerendered pages by their clean URL and every other address the empty shell, last', () => {
    expect(firebaseJson.hosting.cleanUrls).toBe(true);
    expect(firebaseJson.hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  });

  it('rewrites builds to their own function, ahead of /api/** (downloads never wait behind a build)', () => {
    const sources = firebaseJson.hosting.rewrites.map((rewrite) => rewrite.source);
    const builds = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === API_PATHS.downloadApk);
    expect(builds?.function).toEqual({ functionId: 'builds', region: FUNCTIONS_REGION });
    expect(sources.indexOf(API_PATHS.downloadApk)).toBeLessThan(sources.indexOf('/api/**'));
  });
});

// The headers of docs/architecture.md "Hosting headers", one by one.
const rules = firebaseJson.hosting.headers;
const ruleBySource = (source: string) => rules.find((rule) => rule.source === source);
const documentRule = rules.find((rule) => rule.regex !== undefined);
const headerMap = (rule: HeaderRule | undefined) =>
  Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('firebase.json hosting headers', () => {
  it('every response: HSTS for two years with subdomains, nosniff, a strict referrer policy', () => {
    expect(headerMap(ruleBySource('**'))).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('hashed assets are cached for a year, immutable', () => {
    expect(headerMap(ruleBySource('/assets/**'))).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('documents (index.html under every app path): no framing, popups kept, features off, revalidated', () => {
    const headers = headerMap(documentRule);
    expect(Object.keys(headers).sort()).toEqual([
      'Cache-Control',
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Permissions-Policy']).toBe(
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), ' +
        'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });

  it('the Content-Security-Policy allows our origin, Razorpay Checkout, Firebase and Google sign-in only', () => {
    expect(directives(headerMap(documentRule)['Content-Security-Policy'] ?? '')).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        // The prerendered home's one inline script, by its hash (contracts/session-hint-script.ts); no other.
        `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`,
        'https://checkout.razorpay.com',
        'https://apis.google.com',
        'https://*.firebaseio.com',
        'https://*.firebasedatabase.app',
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        'https://*.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://*.firebaseio.com',
        'wss://*.firebaseio.com',
        'https://*.firebasedatabase.app',
        'wss://*.firebasedatabase.app',
        'https://*.razorpay.com',
      ],
      'frame-src': ['https:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'manifest-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  // Hosting evaluates the pattern with RE2: no lookaround, no back-references.
  it('the document pattern is RE2 syntax', () => {
    expect(documentRule?.regex).not.toMatch(/\(\?[=!<]|\\[1-9]/);
  });

  it.each([
    ['/', true],
    ['/index.html', true],
    ['/dashboard', true],
    ['/ops/requests/u1/r1', true],
    ['/plans', true],
    ['/about', true],
    ['/favicon.svg', true],
    ['/a/b', true],
    ['/apis', true],
    ['/assetsx/y', true],
    ['/_x', true],
    ['/api/health', false],
    ['/api/builds/b1/download', false],
    ['/api/apps/in.co.example.app/notifications', false],
    ['/assets/index-Abc123.js', false],
    ['/__/auth/iframe', false],
    ['/__/auth/handler', false],
  ])('%s is a document: %s', (path, expected) => {
    expect(new RegExp(documentRule?.regex ?? '$^').test(path)).toBe(expected);
  });

  it('source maps are never deployed', () => {
    expect(firebaseJson.hosting.ignore).toContain('**/*.map');
  });
});
