import { afterAll, describe, expect, it } from 'vitest';
import { startJvm, type Jvm, type JsonValue } from './jvm/jvm-probe.js';

// LinkRules.java decides every navigation (docs/shell-contract.md "Navigation"). This suite runs that very source on
// the host JVM with ordinary and hostile URLs: no device exists here to click through a site.
const jvm: Jvm | null = await startJvm();

const LOAD = 0;
const REFUSE = 1;
const BROWSER = 2;
const INTENT = 3;
const MARKET = 4;
const DIAL = 5;
const SENDTO = 6;
const VIEW = 7;

// What the engine writes for https://www.example.co.in with one extra host (a payment provider).
const SITE = {
  startUrl: 'https://www.example.co.in/',
  hosts: ['example.co.in'],
  extraHosts: ['checkout.payments.example'],
};
// A tenant of a public suffix: its neighbours are other people's sites.
const TENANT = { startUrl: 'https://alice.github.io/shop/', hosts: ['alice.github.io'] };
// An http site: cleartext for its own host only (the network security config says the same).
const CLEARTEXT = {
  startUrl: 'http://shop.example.org:8080/',
  hosts: ['example.org'],
  cleartextHosts: ['shop.example.org'],
};

describe.skipIf(!jvm)('LinkRules on the host JVM', () => {
  afterAll(() => jvm?.close());

  /** decide(url, mainFrame, gesture, popupOpen, config) for each case, in one JVM. */
  async function decide(
    cases: [url: string | null, mainFrame: boolean, gesture: boolean, popupOpen: boolean, config: JsonValue][],
  ) {
    const answers = await jvm!.ask(cases.map((c) => ['LinkRules.decide', ...c]));
    return answers.map((a) => ('error' in a ? `threw ${a.error}` : a.value));
  }

  it('keeps the site (its registrable domain and every subdomain) and the extra hosts in the app', async () => {
    const urls = [
      'https://www.example.co.in/cart',
      'https://example.co.in/',
      'https://shop.example.co.in/a?b=c#d',
      'https://EXAMPLE.CO.IN./x',
      'https://user:pw@example.co.in:8443/x',
      'https://checkout.payments.example/pay',
      'https://eu.checkout.payments.example/pay',
      // Percent-encoded slash in the user info: browsers go to example.co.in, and so do we.
      'https://evil.example%2F@example.co.in/',
    ];
    // Taps and scripts alike: the site's own navigations are the site's business.
    expect(await decide(urls.map((u) => [u, true, false, false, SITE]))).toEqual(urls.map(() => LOAD));
    expect(await decide(urls.map((u) => [u, true, true, false, SITE]))).toEqual(urls.map(() => LOAD));
  });

  it('opens other sites in the browser only on a tap, and refuses them to scripts (Chrome-like)', async () => {
    const others = [
      'https://example.com/',
      'https://example.co.in.evil.example/',
      'https://notexample.co.in/',
      'https://payments.example/',
      'https://evil.example\\@example.co.in/',
      'https://play.google.com/store/apps/details?id=x',
    ];
    expect(await decide(others.map((u) => [u, true, true, false, SITE]))).toEqual(others.map(() => BROWSER));
    expect(await decide(others.map((u) => [u, true, false, false, SITE]))).toEqual(others.map(() => REFUSE));
  });

  it('treats tenants of a public suffix as different sites (github.io, web.app)', async () => {
    expect(
      await decide([
        ['https://alice.github.io/shop/item', true, false, false, TENANT],
        ['https://docs.alice.github.io/', true, false, false, TENANT],
        ['https://bob.github.io/', true, true, false, TENANT],
        ['https://bob.github.io/', true, false, false, TENANT],
        ['https://github.io/', true, true, false, TENANT],
        // The engine marks a site that is a public suffix itself with "=": that host only.
        ['https://github.io/', true, false, false, { startUrl: 'https://github.io/', hosts: ['=github.io'] }],
        ['https://bob.github.io/', true, false, false, { startUrl: 'https://github.io/', hosts: ['=github.io'] }],
      ]),
    ).toEqual([LOAD, LOAD, BROWSER, REFUSE, BROWSER, LOAD, REFUSE]);
  });

  it('lets frames embed any web page, and a page in an open popup load any https page', async () => {
    expect(
      await decide([
        ['https://www.youtube.com/embed/x', false, false, false, SITE],
        ['http://ads.example/', false, false, false, SITE],
        ['https://accounts.provider.example/o/oauth2', true, false, true, SITE],
        ['https://bank.example/3ds', true, false, true, SITE],
        ['http://bank.example/3ds', true, true, true, SITE],
        ['http://bank.example/3ds', true, false, true, SITE],
      ]),
    ).toEqual([LOAD, LOAD, LOAD, LOAD, BROWSER, REFUSE]);
  });

  it('loads http only for the hosts the network security config allows; other http links go to the browser', async () => {
    expect(
      await decide([
        ['http://shop.example.org:8080/cart', true, false, false, CLEARTEXT],
        ['https://shop.example.org/cart', true, false, false, CLEARTEXT],
        ['http://www.example.org/', true, true, false, CLEARTEXT],
        ['http://www.example.org/', true, false, false, CLEARTEXT],
        ['http://www.example.co.in/', true, true, false, SITE],
        ['http://www.example.co.in/', true, false, false, SITE],
      ]),
    ).toEqual([LOAD, LOAD, BROWSER, REFUSE, BROWSER, REFUSE]);
  });

  it('hands app schemes to other apps only on a tap, in any frame', async () => {
    const apps: [string, number][] = [
      ['intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;end', INTENT],
      ['INTENT:#Intent;action=android.intent.action.VIEW;end', INTENT],
      ['market://details?id=com.whatsapp', MARKET],
      ['tel:+911234567890', DIAL],
      ['mailto:a@example.com', SENDTO],
      ['sms:123', SENDTO],
      ['smsto:123', SENDTO],
      ['mms:123', SENDTO],
      ['mmsto:123', SENDTO],
      ['upi://pay?pa=shop@upi&am=10', VIEW],
      ['whatsapp://send?text=hi', VIEW],
      ['geo:0,0?q=cafe', VIEW],
      ['tg://resolve?domain=x', VIEW],
      ['https2://x', VIEW],
    ];
    expect(await decide(apps.map(([u]) => [u, true, true, false, SITE]))).toEqual(apps.map(([, a]) => a));
    expect(await decide(apps.map(([u]) => [u, false, true, false, SITE]))).toEqual(apps.map(([, a]) => a));
    // Without a tap no page, frame or redirect chain may launch another app.
    expect(await decide(apps.map(([u]) => [u, true, false, false, SITE]))).toEqual(apps.map(() => REFUSE));
    expect(await decide(apps.map(([u]) => [u, false, false, false, SITE]))).toEqual(apps.map(() => REFUSE));
  });

  it('never opens local files, and keeps data: and foreign blob: pages out of the main frame', async () => {
    expect(
      await decide([
        ['file:///sdcard/secret.txt', true, true, false, SITE],
        ['content://dev.apkforge.app.apkforge.capture/capture-1.jpg', true, true, false, SITE],
        ['filesystem:https://example.co.in/temporary/x', true, true, false, SITE],
        ['data:text/html,<script>alert(1)</script>', true, true, false, SITE],
        ['data:text/html,<p>frame</p>', false, false, false, SITE],
        ['blob:https://www.example.co.in/2f7c1e9a', true, false, false, SITE],
        ['blob:https://evil.example/2f7c1e9a', true, true, false, SITE],
        ['blob:https://evil.example/2f7c1e9a', false, false, false, SITE],
        ['about:blank', true, false, false, SITE],
        ['javascript:void(0)', true, false, false, SITE],
      ]),
    ).toEqual([REFUSE, REFUSE, REFUSE, REFUSE, LOAD, LOAD, REFUSE, LOAD, LOAD, LOAD]);
  });

  it('survives a corpus of hostile URLs without throwing, refusing what it cannot read', async () => {
    const huge = `https://example.co.in/${'a'.repeat(2_000_000)}`;
    const hostile: (string | null)[] = [
      null,
      '',
      ':',
      '://',
      'https:',
      'https://',
      'https:///path',
      'https://[::1',
      'https://[::1]:8080/',
      'https://@/',
      'https://a@b@c/',
      'https://例子.测试/',
      'https://xn--fsqu00a.xn--0zwm56d/',
      'https://ex\u0000ample.co.in/',
      'https://example.co.in\u202e/',
      'https://\ud800.example/',
      'https://' + 'a.'.repeat(5000) + 'example.co.in/',
      'https://' + 'x'.repeat(70) + '.example.co.in/',
      huge,
      'intent:#Intent;i.x=oops;end',
      'intent:#Intent;c.x=;end',
      'intent:#Intent;b.x=999;end',
      'intent:#Intent;launchFlags=0xZZ;end',
      'intent:#Intent;S.browser_fallback_url=javascript:alert(1);end',
      'intent:#Intent;component=evil/.X;end',
      'intent:',
      'intent:' + '#Intent;'.repeat(10000),
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:,',
      'data:;base64,!!!',
      'content://com.android.contacts/contacts',
      'file:///etc/passwd',
      '1http://example.com',
      '-x:y',
      'x y:z',
      'ht\ttp://example.com',
      'ñ://example.com',
      'a'.repeat(100000) + ':x',
      'vnd.youtube:x',
      'chrome://settings',
      'http://[::ffff:127.0.0.1]/',
      'http://0x7f.1/',
      'https://example.co.in:99999/',
      'blob:',
      'blob:null/1234',
      'blob:blob:https://example.co.in/x',
    ];
    const cases = hostile.flatMap((url) =>
      [true, false].flatMap((main) =>
        [true, false].map(
          (tap) => [url, main, tap, false, SITE] as [string | null, boolean, boolean, boolean, JsonValue],
        ),
      ),
    );
    const answers = await decide(cases);
    expect(answers.filter((a) => typeof a !== 'number')).toEqual([]);
    for (const [index, answer] of answers.entries()) {
      const [url, , tap] = cases[index]!;
      // Nothing leaves the app without a tap; nothing unreadable loads.
      if (!tap) expect([LOAD, REFUSE], String(url).slice(0, 80)).toContain(answer);
    }
    // The malformed intent: URLs of docs/shell-contract.md "Navigation" reach the guarded Intent.parseUri as intents, on a tap only.
    expect(await decide([['intent:#Intent;i.x=oops;end', true, true, false, SITE]])).toEqual([INTENT]);
    // A page cannot smuggle its way in: these look like the site but are not.
    expect(
      await decide([
        ['https://example.co.in\u202e/', true, false, false, SITE],
        ['https://ex\u0000ample.co.in/', true, false, false, SITE],
        [huge, true, false, false, SITE],
      ]),
    ).toEqual([REFUSE, REFUSE, LOAD]);
  });

  it('parses schemes, hosts and origins the way browsers canonicalise them', async () => {
    const answers = await jvm!.ask([
      ['LinkRules.schemeOf', 'HTTPS://x'],
      ['LinkRules.schemeOf', 'web+app:x'],
      ['LinkRules.schemeOf', '1x:y'],
      ['LinkRules.schemeOf', 'no-colon'],
      ['LinkRules.hostOf', 'https://user:pw@WWW.Example.COM.:8080/p'],
      ['LinkRules.hostOf', 'http://[::1]:8080/'],
      ['LinkRules.hostOf', 'https://bücher.example/'],
      ['LinkRules.hostOf', 'https://evil.example\\@good.example/'],
      ['LinkRules.hostOf', 'mailto:a@b.example'],
      ['LinkRules.hostOf', 'javascript:x="://evil.example"'],
      ['LinkRules.originOf', 'blob:https://www.example.co.in/4f1d'],
      ['LinkRules.originOf', 'https://user@Example.co.in:8443/x?y'],
      ['LinkRules.originOf', 'blob:null/4f1d'],
      ['LinkRules.originOf', 'ftp://example.co.in/'],
      ['LinkRules.matches', 'shop.example.co.in', ['example.co.in']],
      ['LinkRules.matches', 'shop.github.io', ['=github.io']],
      ['LinkRules.matches', null, ['example.co.in']],
    ]);
    expect(answers).toEqual(
      [
        'https',
        'web+app',
        null,
        null,
        'www.example.com',
        '[::1]',
        'xn--bcher-kva.example',
        'evil.example',
        null,
        null,
        'https://www.example.co.in',
        'https://example.co.in:8443',
        null,
        null,
        true,
        false,
        false,
      ].map((value) => ({ value })),
    );
  });

  it('recognises identity providers, payment gateways and UPI payments', async () => {
    const answers = await jvm!.ask([
      ['LinkRules.isIdentityProvider', 'https://accounts.google.com/o/oauth2/v2/auth?x=1'],
      ['LinkRules.isIdentityProvider', 'https://ACCOUNTS.GOOGLE.COM./signin'],
      ['LinkRules.isIdentityProvider', 'https://m.facebook.com/v19.0/dialog/oauth?client_id=1'],
      ['LinkRules.isIdentityProvider', 'https://www.facebook.com/someshop'],
      ['LinkRules.isIdentityProvider', 'https://login.microsoftonline.com/common/oauth2/authorize'],
      ['LinkRules.isIdentityProvider', 'http://accounts.google.com/'],
      ['LinkRules.isIdentityProvider', 'https://accounts.google.com.evil.example/'],
      ['LinkRules.isIdentityProvider', 'https://evil.example/?next=https://accounts.google.com/'],
      ['LinkRules.isPaymentGateway', 'https://checkout.razorpay.com/v1/checkout.js'],
      ['LinkRules.isPaymentGateway', 'https://www.paypal.com/checkoutnow?token=1'],
      ['LinkRules.isPaymentGateway', 'http://secure.payu.in/_payment'],
      ['LinkRules.isPaymentGateway', 'https://razorpay.com.evil.example/'],
      ['LinkRules.isUpi', 'upi://pay?pa=a@b'],
      ['LinkRules.isUpi', 'UPI://pay?pa=a@b'],
      ['LinkRules.isUpi', 'intent://pay?pa=a@b#Intent;scheme=upi;package=net.one97.paytm;end'],
      ['LinkRules.isUpi', 'intent://scan/#Intent;scheme=zxing;end'],
      ['LinkRules.isUpi', 'https://upi.example/'],
      ['LinkRules.isUpi', null],
    ]);
    expect(answers.map((a) => ('value' in a ? a.value : a.error))).toEqual([
      ...[true, true, true, false, true, false, false, false],
      ...[true, true, false, false],
      ...[true, true, true, false, false, false],
    ]);
  });
});
