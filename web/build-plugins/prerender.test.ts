import { describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from '../../functions/src/contracts/session-hint-script';
import { pageHtml } from './prerender';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Apkforge</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const tags = [
  {
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/plans.js' },
    injectTo: 'head' as const,
  },
  {
    tag: 'link',
    attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/plans.css' },
    injectTo: 'head' as const,
  },
];

describe('pageHtml', () => {
  const body = '<title>Plans · Apkforge</title><div class="app-shell"><h1>Plans</h1></div>';

  it('puts the rendered page into #root, marked with the path it was rendered for', () => {
    const html = pageHtml(template, { path: '/plans', body, tags, hideForVerifiedSession: false });
    expect(html).toContain(`<div id="root" data-prerendered="/plans">${body}</div>`);
    expect(html).not.toContain('<div id="root"></div>');
  });

  it("gives the head the page's own title, so the tab says it before any script runs", () => {
    const html = pageHtml(template, { path: '/plans', body, tags, hideForVerifiedSession: false });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Plans · Apkforge</title>');
    expect(head).not.toContain('<title>Apkforge</title>');
  });

  it("links the route's code and styles in the head", () => {
    const html = pageHtml(template, { path: '/plans', body, tags, hideForVerifiedSession: false });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/plans.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/plans.css">');
  });

  it('carries the one hashed inline script only where asked (the home page)', () => {
    const home = pageHtml(template, { path: '/', body, tags, hideForVerifiedSession: true });
    const plans = pageHtml(template, { path: '/plans', body, tags, hideForVerifiedSession: false });
    expect(home).toContain(`<script>${SESSION_HINT_SCRIPT}</script>`);
    expect(plans).not.toContain(SESSION_HINT_SCRIPT);
    // Before the page's own module script would matter, and inside the head.
    expect(home.indexOf(SESSION_HINT_SCRIPT)).toBeLessThan(home.indexOf('</head>'));
  });

  it('refuses a template without the empty root, instead of writing a page without its HTML', () => {
    expect(() =>
      pageHtml('<html><body><main></main></body></html>', { path: '/', body, tags, hideForVerifiedSession: true }),
    ).toThrow(/no <div id="root"><\/div>/);
  });
});
