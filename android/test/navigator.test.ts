import { afterAll, describe, expect, it } from 'vitest';
import { startJvm, type Jvm, type JsonValue } from './jvm/jvm-probe.js';

// Navigator.java follows the app's main frame through whole navigations (docs/shell-contract.md "Navigation"): payment
// chains, the app's own loads and what they may adopt, sign-in and UPI. This suite drives it on the host JVM with the
// sequences a WebView reports: shouldOverrideUrlLoading (decide) for links, scripts and redirects, onPageStarted alone for
// form POSTs and history.
const jvm: Jvm | null = await startJvm();

const [LOAD, REFUSE, BROWSER, INTENT, VIEW, SIGN_IN] = [0, 1, 2, 3, 7, 8];
const MINUTE = 60_000;

// What the engine writes for https://shop.example.co.in (the site is its registrable domain).
const SHOP = { startUrl: 'https://shop.example.co.in/', hosts: ['example.co.in'] };

type Step =
  | { tap?: boolean; redirect?: boolean; frame?: boolean; go: string; at?: number }
  | { page: string; at?: number; quiet?: boolean }
  | { app: string }
  | { shown: true };

/** Runs the steps on one Navigator; answers each decision, and after each page whether the host bar shows. */
async function drive(config: JsonValue, steps: Step[]): Promise<(number | string)[]> {
  const calls: [string, ...JsonValue[]][] = [['new Navigator', config]];
  const labels: ('decide' | 'bar' | null)[] = [null];
  for (const step of steps) {
    if ('go' in step) {
      calls.push(['$0.decide', step.go, !step.frame, step.tap ?? false, step.redirect ?? false, step.at ?? 0]);
      labels.push('decide');
    } else if ('page' in step) {
      calls.push(['$0.pageStarted', step.page, step.at ?? 0]);
      labels.push(null);
      if (!step.quiet) {
        calls.push(['$0.offSite']);
        labels.push('bar');
      }
    } else if ('app' in step) {
      calls.push(['$0.appLoading', step.app]);
      labels.push(null);
    } else {
      calls.push(['$0.shown=', true]);
      labels.push(null);
    }
  }
  const answers = await jvm!.ask(calls);
  return answers.flatMap((answer, index): (number | string)[] => {
    if ('error' in answer) return [`threw ${answer.error}`];
    if (labels[index] === 'decide') return [answer.value as number];
    if (labels[index] === 'bar') return [answer.value ? 'bar' : 'no bar'];
    return [];
  });
}

/** The app opened on its start page, shown. */
const opened: Step[] = [{ app: SHOP.startUrl }, { page: SHOP.startUrl, quiet: true }, { shown: true }];

describe.skipIf(!jvm)('Navigator on the host JVM', () => {
  afterAll(() => jvm?.close());

  it('keeps a Razorpay checkout in the app: script redirect, 3-D Secure form POSTs, back to the site', async () => {
    expect(
      await drive(SHOP, [
        ...opened,
        { tap: true, go: 'https://shop.example.co.in/checkout' },
        { page: 'https://shop.example.co.in/checkout' },
        // checkout.js sends the page to Razorpay by script: no tap.
        { go: 'https://api.razorpay.com/v1/payments/create/checkout', at: 1000 },
        { page: 'https://api.razorpay.com/v1/payments/create/checkout', at: 1000 },
        // Razorpay posts a form to the issuing bank's ACS, which posts back: WebView asks nothing for a POST.
        { page: 'https://acs.icicibank.example/acspage/auth', at: 20_000 },
        { page: 'https://api.razorpay.com/v1/payments/pay_1/callback', at: 90_000 },
        // Razorpay returns to the site by script, then the site redirects to its thank-you page.
        { go: 'https://shop.example.co.in/order/1/paid', at: 91_000 },
        { go: 'https://www.example.co.in/order/1/thanks', redirect: true, at: 91_000 },
        { page: 'https://www.example.co.in/order/1/thanks', at: 91_000 },
        // The chain ended at the site: an ordinary link elsewhere needs a tap again, and opens the browser.
        { tap: true, go: 'https://www.instagram.com/shop' },
        // A page without a host (about:blank, the site's blob: PDF) starts no chain and shows no bar.
        { page: 'about:blank' },
        { tap: true, go: 'https://www.instagram.com/shop' },
      ]),
    ).toEqual([LOAD, 'no bar', LOAD, 'bar', 'bar', 'bar', LOAD, LOAD, 'no bar', BROWSER, 'no bar', BROWSER]);
  });

  it('keeps a PayU form POST in the app through the bank redirects and back', async () => {
    expect(
      await drive(SHOP, [
        ...opened,
        // The site's form posts to PayU: a page start without a decision.
        { page: 'https://secure.payu.in/_payment' },
        { go: 'https://acs.hdfcbank.example/ACSWeb/EnrollWeb', redirect: true },
        { page: 'https://acs.hdfcbank.example/ACSWeb/EnrollWeb' },
        { go: 'https://secure.payu.in/response', redirect: true },
        { page: 'https://secure.payu.in/response' },
        { page: 'https://shop.example.co.in/payu/success' },
      ]),
    ).toEqual(['bar', LOAD, 'bar', LOAD, 'bar', 'no bar']);
  });

  it("starts a chain from the site's script or server redirect to any https host, never from a tap on another site", async () => {
    expect(
      await drive(SHOP, [
        ...opened,
        { go: 'https://pay.example-gateway.in/session/1' },
        { page: 'https://pay.example-gateway.in/session/1' },
        { page: SHOP.startUrl },
        { tap: true, go: 'https://shop.example.co.in/pay?order=2' },
        { go: 'https://checkout.other-gateway.example/2', redirect: true },
        { page: 'https://checkout.other-gateway.example/2' },
        { page: SHOP.startUrl },
        { tap: true, go: 'https://checkout.other-gateway.example/3' },
        { go: 'http://pay.example-gateway.in/old' },
      ]),
    ).toEqual([LOAD, 'bar', 'no bar', LOAD, LOAD, 'bar', 'no bar', BROWSER, BROWSER]);
  });

  it('starts a chain at an owner-listed host or a payment gateway, even from a tap', async () => {
    const config = { ...SHOP, extraHosts: ['pay.example-gateway.in'] };
    expect(
      await drive(config, [
        ...opened,
        { tap: true, go: 'https://pay.example-gateway.in/checkout' },
        { page: 'https://pay.example-gateway.in/checkout' },
        { go: 'https://acs.bank.example/3ds', redirect: true },
        { page: SHOP.startUrl },
        { tap: true, go: 'https://checkout.stripe.com/c/pay/cs_1' },
        { go: 'https://hooks.stripe.com/3d_secure_2/hosted', redirect: true },
      ]),
    ).toEqual([LOAD, 'bar', LOAD, 'no bar', LOAD, LOAD]);
  });

  it('ends a chain that loops or outlives its bound in the browser, with the page it was going to', async () => {
    const loop: Step[] = Array.from({ length: 30 }, (_, i) => ({
      go: `https://acs${i % 2}.bank.example/retry`,
      redirect: true,
      at: i,
    }));
    const answers = await drive(SHOP, [...opened, { go: 'https://api.razorpay.com/pay' }, ...loop]);
    // The first 24 pages of the chain load; the 25th goes to the browser and ends it.
    expect(answers.slice(0, 24)).toEqual(Array(24).fill(LOAD));
    expect(answers[24]).toBe(BROWSER);
    // Outside a chain, a page that is not the site cannot send the user anywhere without a tap.
    expect(answers[25]).toBe(REFUSE);
    expect(
      await drive(SHOP, [
        ...opened,
        { go: 'https://api.razorpay.com/pay', at: 0 },
        { page: 'https://api.razorpay.com/pay', at: 0 },
        { go: 'https://acs.bank.example/a', at: 14 * MINUTE },
        { go: 'https://acs.bank.example/b', at: 16 * MINUTE },
      ]),
    ).toEqual([LOAD, 'bar', LOAD, BROWSER]);
  });

  it('does not let an open redirect on the site take the app over from an App Link (WhatsApp) or a retry', async () => {
    // https://site/out?u=https://evil opened from another app: the site's server redirects to evil.example.
    const takeover: Step[] = [
      { app: 'https://shop.example.co.in/out?u=https://evil.example/' },
      { go: 'https://evil.example/', redirect: true },
    ];
    // Cold start: evil.example opens in the browser and the app shows its start page. evil.example never became
    // part of the app: a tap on it still goes to the browser, and a page of it would show the host bar.
    expect(
      await drive(SHOP, [
        ...takeover,
        { app: SHOP.startUrl },
        { page: SHOP.startUrl },
        { tap: true, go: 'https://evil.example/' },
        { page: 'https://evil.example/' },
      ]),
    ).toEqual([BROWSER, 'no bar', BROWSER, 'bar']);
    // Warm: the same. A retry (the start URL once a page has shown) adopts nothing, and no App Link starts a chain,
    // not even to a payment gateway.
    expect(
      await drive(SHOP, [
        ...opened,
        ...takeover,
        { app: SHOP.startUrl },
        { go: 'https://evil.example/', redirect: true },
        { app: 'https://shop.example.co.in/pay/1' },
        { go: 'https://api.razorpay.com/v1/checkout', redirect: true },
      ]),
    ).toEqual([BROWSER, BROWSER, BROWSER]);
  });

  it('adopts the site the start URL redirects to before any page showed (a shop that moved), and only that', async () => {
    const moved = { startUrl: 'https://old-shop.example/', hosts: ['old-shop.example'] };
    expect(
      await drive(moved, [
        { app: moved.startUrl },
        { go: 'https://www.new-shop.example/', redirect: true },
        { page: 'https://www.new-shop.example/' },
        { shown: true },
        { go: 'https://www.new-shop.example/cart' },
        { tap: true, go: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=1' },
      ]),
    ).toEqual([LOAD, 'no bar', LOAD, SIGN_IN]);
  });

  it('opens an App Link into a subdomain of the site, and its redirects within the site, in the app', async () => {
    expect(
      await drive(SHOP, [
        { app: 'https://blog.example.co.in/post/1' },
        { go: 'https://www.example.co.in/post/1', redirect: true },
        { page: 'https://www.example.co.in/post/1' },
        { shown: true },
        { go: 'https://example.co.in/post/2' },
      ]),
    ).toEqual([LOAD, 'no bar', LOAD]);
  });

  it("sends identity providers' sign-in to a Custom Tab, from the site's taps and scripts only", async () => {
    const google =
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=1&redirect_uri=https://shop.example.co.in/cb';
    const facebook = 'https://www.facebook.com/v19.0/dialog/oauth?client_id=1';
    expect(
      await drive(SHOP, [
        ...opened,
        { tap: true, go: google },
        { go: google },
        { go: facebook },
        { go: 'https://appleid.apple.com/auth/authorize?client_id=1' },
        { go: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize' },
        // Facebook's other pages are another site like any; frames embed sign-in widgets as before.
        { tap: true, go: 'https://www.facebook.com/exampleshop' },
        { frame: true, go: 'https://accounts.google.com/gsi/iframe' },
      ]),
    ).toEqual([SIGN_IN, SIGN_IN, SIGN_IN, SIGN_IN, SIGN_IN, BROWSER, LOAD]);
    // In a popup the first page of a tap decides as before: a provider's sign-in goes to a Custom Tab.
    expect(await jvm!.value('LinkRules.decide', google, true, true, false, SHOP)).toBe(SIGN_IN);
    expect(await jvm!.value('LinkRules.decide', google, true, false, false, SHOP)).toBe(REFUSE);
  });

  it('hands UPI to the UPI app: on a tap always, by script only during a payment chain', async () => {
    const upi = 'upi://pay?pa=shop@okicici&pn=Shop&am=499.00&cu=INR';
    const phonepe = 'intent://pay?pa=shop@ybl#Intent;scheme=upi;package=com.phonepe.app;end';
    expect(
      await drive(SHOP, [
        ...opened,
        { go: upi },
        { tap: true, go: upi },
        { go: 'https://api.razorpay.com/v1/checkout/upi' },
        { go: upi },
        { go: phonepe },
        { go: 'tel:+911234567890' },
      ]),
    ).toEqual([REFUSE, VIEW, LOAD, VIEW, INTENT, REFUSE]);
  });
});
