import { describe, expect, it } from 'vitest';
import { frameAncestorsLists, frameVerdict, sourceMatches, xFrameOptionsBlocks } from './frame-policy.js';

const page = new URL('https://shop.example.com/home');
const app = new URL('https://apkforge.web.app');

function verdict(csp: string[], xfo: string[], embedder: URL | null = app) {
  return frameVerdict({ contentSecurityPolicy: csp, xFrameOptions: xfo }, page, embedder);
}

describe('X-Frame-Options (HTML standard processing)', () => {
  it.each([
    [[], false],
    [['DENY'], true],
    [['deny'], true],
    [['SAMEORIGIN'], true],
    [[' sameorigin '], true],
    [['ALLOW-FROM https://apkforge.web.app'], false],
    [['ALLOWALL'], false],
    [['nonsense'], false],
    [['DENY, DENY'], true],
    [['DENY', 'SAMEORIGIN'], true],
    [['SAMEORIGIN, nonsense'], true],
    [['nonsense, other'], false],
  ])('%j blocks a cross-origin embedder: %s', (values, blocks) => {
    expect(xFrameOptionsBlocks(values, false)).toBe(blocks);
  });

  it('SAMEORIGIN allows a same-origin embedder', () => {
    expect(xFrameOptionsBlocks(['SAMEORIGIN'], true)).toBe(false);
    expect(xFrameOptionsBlocks(['DENY'], true)).toBe(true);
  });
});

describe('CSP frame-ancestors', () => {
  it('finds the directive in every enforced policy, first occurrence only', () => {
    expect(
      frameAncestorsLists(["default-src 'self'; frame-ancestors 'none'", 'script-src x, frame-ancestors *']),
    ).toEqual([["'none'"], ['*']]);
    expect(frameAncestorsLists(["frame-ancestors 'self'; frame-ancestors *"])).toEqual([["'self'"]]);
    expect(frameAncestorsLists(["default-src 'none'"])).toEqual([]);
  });

  it.each([
    ["'none'", false],
    ["'self'", false],
    ['*', true],
    ['https:', true],
    ['http:', true],
    ['https://apkforge.web.app', true],
    ['apkforge.web.app', true],
    ['*.web.app', true],
    ['https://*.web.app', true],
    ['https://apkforge.web.app:443', true],
    ['https://apkforge.web.app:*', true],
    ['https://apkforge.web.app:8443', false],
    ['http://apkforge.web.app', true],
    ['https://other.web.app', false],
    ['*.apkforge.web.app', false],
    ['data:', false],
  ])('%s for an https embedder: %s', (source, matches) => {
    expect(sourceMatches(source, app, page)).toBe(matches);
  });

  it('matches a local http embedder on its port', () => {
    const local = new URL('http://127.0.0.1:5000');
    const httpPage = new URL('http://127.0.0.1:4000/');
    expect(sourceMatches('http://127.0.0.1:5000', local, httpPage)).toBe(true);
    expect(sourceMatches('127.0.0.1:5000', local, httpPage)).toBe(true);
    expect(sourceMatches('127.0.0.1', local, httpPage)).toBe(false);
    expect(sourceMatches('https:', local, httpPage)).toBe(false);
    // A scheme-less source only matches the page's own scheme (or its https upgrade).
    expect(sourceMatches('127.0.0.1:5000', local, page)).toBe(false);
  });

  it("'self' matches only when the embedder is the page's origin", () => {
    expect(sourceMatches("'self'", new URL(page.origin), page)).toBe(true);
  });

  it('with an unknown embedder only * and scheme sources allow', () => {
    expect(sourceMatches('*', null, page)).toBe(true);
    expect(sourceMatches('https:', null, page)).toBe(true);
    expect(sourceMatches('apkforge.web.app', null, page)).toBe(false);
  });
});

describe('frameVerdict', () => {
  it('is frameable with no framing headers', () => {
    expect(verdict([], [])).toEqual({ frameable: true });
  });

  it('reports x-frame-options', () => {
    expect(verdict([], ['SAMEORIGIN'])).toEqual({ frameable: false, reason: 'x-frame-options' });
  });

  it('lets CSP frame-ancestors decide over X-Frame-Options (CSP Level 3)', () => {
    expect(verdict(['frame-ancestors *'], ['DENY'])).toEqual({ frameable: true });
    expect(verdict(["frame-ancestors 'self'"], [])).toEqual({ frameable: false, reason: 'csp' });
    expect(verdict(["frame-ancestors 'none'"], ['ALLOWALL'])).toEqual({ frameable: false, reason: 'csp' });
  });

  it('needs every policy to allow the embedder', () => {
    expect(verdict(['frame-ancestors *', "frame-ancestors 'self'"], [])).toEqual({ frameable: false, reason: 'csp' });
    expect(
      verdict(['frame-ancestors https://apkforge.web.app https://x.example', 'frame-ancestors https:'], []),
    ).toEqual({
      frameable: true,
    });
  });

  it('ignores policies without frame-ancestors', () => {
    expect(verdict(["default-src 'none'"], [])).toEqual({ frameable: true });
  });
});
