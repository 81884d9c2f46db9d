import { describe, expect, it } from 'vitest';
import { cssColorToHex } from './css-color.js';
import { surveyIcons } from './icon-candidates.js';
import { decodePage, parseHead } from './parse-head.js';
import { parseManifest } from './parse-manifest.js';
import { signInProviders } from './sign-in-buttons.js';
import { suggestAppName } from './site-name.js';

const base = new URL('https://shop.example.in/menu/');

describe('parseHead', () => {
  it('reads names, theme colour, manifest and icon links from the head, decoding entities', () => {
    const head = parseHead(`<!doctype html><html><head>
      <!-- <link rel="manifest" href="/commented.json"> -->
      <script>document.write('<link rel="manifest" href="/scripted.json">')</script>
      <title> Dosa &amp; Co &#8211; Bengaluru </title>
      <meta name=theme-color content="#ff6600" media="(prefers-color-scheme: light)">
      <meta name="theme-color" content="#222">
      <meta property="og:site_name" content="Dosa and Co">
      <link rel="manifest" href="/app.webmanifest" crossorigin>
      <link rel="shortcut icon" href="/favicon.ico">
      <link rel='apple-touch-icon' sizes='180x180' href='/touch.png'>
      </head><body><link rel="manifest" href="/in-body.json"></body></html>`);
    expect(head).toMatchObject({
      title: 'Dosa & Co – Bengaluru',
      themeColor: '#ff6600',
      ogSiteName: 'Dosa and Co',
      manifestHref: '/app.webmanifest',
    });
    expect(head.icons.map((icon) => [icon.rel, icon.href, icon.sizes])).toEqual([
      ['icon', '/favicon.ico', null],
      ['apple-touch-icon', '/touch.png', '180x180'],
    ]);
  });

  it('decodes a page in its declared charset', () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>Caf\xe9</title>', 'latin1');
    expect(parseHead(decodePage(latin1, 'text/html')).title).toBe('Café');
  });
});

describe('cssColorToHex', () => {
  it.each([
    ['#0A7', '#00aa77'],
    ['#00aa7780', '#00aa77'],
    ['rgb(255, 128, 0)', '#ff8000'],
    ['rgba(0 0 0 / 50%)', '#000000'],
    ['White', '#ffffff'],
    ['hsl(10 20% 30%)', null],
    ['url(javascript:alert(1))', null],
  ])('%s -> %s', (input, expected) => expect(cssColorToHex(input)).toBe(expected));
});

describe('surveyIcons', () => {
  it('orders manifest "any" icons by closeness to 512, skips SVG, ICO, monochrome and small ones', () => {
    const manifest = parseManifest(
      JSON.stringify({
        icons: [
          { src: 'i/192.png', sizes: '192x192' },
          { src: 'i/1024.png', sizes: '1024x1024' },
          { src: 'i/512.png', sizes: '512x512' },
          { src: 'i/mask.png', sizes: '512x512', purpose: 'maskable' },
          { src: 'i/mono.png', sizes: '512x512', purpose: 'monochrome' },
          { src: 'i/a.svg', sizes: 'any' },
          { src: 'i/64.png', sizes: '64x64' },
          { src: 'javascript:alert(1)', sizes: '512x512' },
        ],
      }),
    )!;
    const survey = surveyIcons(
      { icons: manifest.icons, base: new URL('https://cdn.example.in/app/m.json') },
      { icons: [{ href: '/favicon.ico', rel: 'icon', sizes: null, type: null }], base },
      192,
    );
    expect(survey.candidates.map((c) => c.url.href)).toEqual([
      'https://cdn.example.in/app/i/512.png',
      'https://cdn.example.in/app/i/1024.png',
      'https://cdn.example.in/app/i/192.png',
      'https://cdn.example.in/app/i/mask.png',
    ]);
    expect(survey).toMatchObject({ svgOnly: false, onlySmall: false });
  });

  it('says when a site has only SVG icons, or only small ones', () => {
    const svg = [{ href: '/logo.svg', rel: 'icon', sizes: null, type: 'image/svg+xml' }];
    expect(surveyIcons(null, { icons: svg, base }, 192)).toMatchObject({ candidates: [], svgOnly: true });
    const small = [{ href: '/t.png', rel: 'apple-touch-icon', sizes: '180x180', type: null }];
    expect(surveyIcons(null, { icons: small, base }, 192)).toMatchObject({ candidates: [], onlySmall: true });
  });
});

describe('suggestAppName', () => {
  const url = new URL('https://www.ashakitchen.in/');
  it('prefers the manifest name, or its short_name when the name would be cut on the home screen', () => {
    const manifest = parseManifest('{"name":"Asha Kitchen - Home cooked meals delivered in Pune","short_name":"Asha"}');
    expect(suggestAppName(manifest, null, url)).toBe('Asha');
    expect(suggestAppName(parseManifest('{"name":"Asha Kitchen","short_name":"AK"}'), null, url)).toBe('Asha Kitchen');
  });

  it("takes the title's part that names the site, and never a name without letters", () => {
    const head = parseHead('<title>Menu | Asha Kitchen</title>');
    expect(suggestAppName(null, head, url)).toBe('Asha Kitchen');
    expect(suggestAppName(parseManifest('{"name":"0"}'), parseHead('<title>0</title>'), url)).toBe('Ashakitchen');
    expect(suggestAppName(null, parseHead('<title>10.0.0.1</title>'), new URL('http://10.0.0.1/'))).toBe('My App');
  });

  it('finds the sign-in buttons of identity providers in a page, by script, widget, link or words', () => {
    expect(signInProviders('<p>Welcome</p><a href="/login">Log in</a><script src="/app.js"></script>')).toEqual([]);
    expect(
      signInProviders(
        '<script src="https://accounts.google.com/gsi/client" async></script><div id="g_id_onload" data-client_id="1"></div>',
      ),
    ).toEqual(['google']);
    expect(
      signInProviders(
        '<a href="https://www.facebook.com/v19.0/dialog/oauth?client_id=1">f</a><button>Sign in with Apple</button>',
      ),
    ).toEqual(['facebook', 'apple']);
    expect(signInProviders('<button class="x">Continue with Microsoft</button>')).toEqual(['microsoft']);
    expect(signInProviders('<button>LOG IN WITH GOOGLE</button>')).toEqual(['google']);
    // A link to the shop's Facebook page is no sign-in button.
    expect(signInProviders('<a href="https://www.facebook.com/myshop">Follow us</a>')).toEqual([]);
  });
});
