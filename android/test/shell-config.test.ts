import { afterAll, describe, expect, it } from 'vitest';
import { startJvm, type Jvm, type JsonValue } from './jvm/jvm-probe.js';

// ShellConfig.java reads assets/config.json with Android's own org.json, on the host JVM here: every
// key is optional and no value, however broken, may crash the app.
const jvm: Jvm | null = await startJvm();

// The probe parses with fallbackTheme 0x123456.
const FALLBACK_THEME = 0xff123456 | 0;
const PORTRAIT = 1;
const LANDSCAPE = 0;
const UNSPECIFIED = -1;

describe.skipIf(!jvm)('ShellConfig on the host JVM (Android org.json)', () => {
  afterAll(() => jvm?.close());

  // ShellConfig fields, through a static reader the probe can call: parse is static, fields come back as JSON.
  const parse = async (text: string | null) =>
    (await jvm!.value('ShellConfig.parse', text, 0x123456)) as Record<string, JsonValue>;

  it('reads what the engine writes', async () => {
    const config = await parse(
      JSON.stringify({
        schema: 1,
        startUrl: 'https://www.example.co.in/start?x=1',
        appName: 'Shop',
        hosts: ['example.co.in'],
        extraHosts: ['Checkout.Payments.Example.', 'checkout.payments.example'],
        cleartextHosts: ['shop.example.org'],
        themeColor: '#0a7a5c',
        backgroundColor: '#fff',
        orientation: 'portrait',
        userAgentSuffix: 'ApkforgeApp/1.0.7 (in.co.example.app; 7)',
        permissions: { camera: true, microphone: false, location: true },
        notifications: 'https://apkforge.example/api/apps/in.co.example.app/notifications',
        pullToRefresh: false,
      }),
    );
    expect(config).toEqual({
      startUrl: 'https://www.example.co.in/start?x=1',
      hosts: ['example.co.in'],
      extraHosts: ['checkout.payments.example'],
      cleartextHosts: ['=shop.example.org'],
      themeColor: 0xff0a7a5c | 0,
      backgroundColor: 0xffffffff | 0,
      orientation: PORTRAIT,
      userAgentSuffix: 'ApkforgeApp/1.0.7 (in.co.example.app; 7)',
      camera: true,
      microphone: false,
      location: true,
      notificationsUrl: 'https://apkforge.example/api/apps/in.co.example.app/notifications',
      pullToRefresh: false,
      adopted: [],
    });
  });

  it('falls back to defaults for a missing, empty, broken or hostile config', async () => {
    const defaults = {
      startUrl: null,
      hosts: [],
      extraHosts: [],
      cleartextHosts: [],
      themeColor: FALLBACK_THEME,
      backgroundColor: 0xffffffff | 0,
      orientation: UNSPECIFIED,
      userAgentSuffix: 'ApkforgeApp/1.0',
      camera: false,
      microphone: false,
      location: false,
      notificationsUrl: null,
      pullToRefresh: true,
      adopted: [],
    };
    const broken = [
      null,
      '',
      'not json',
      '[]',
      '{"startUrl": ',
      '{}',
      '{"startUrl": "javascript:alert(1)", "hosts": 5, "themeColor": "red", "orientation": 7, "permissions": "all"}',
      '{"startUrl": "file:///sdcard/x.html", "extraHosts": {"a": 1}, "cleartextHosts": [null, 5, ""]}',
      '{"startUrl": "https://", "permissions": {"camera": "yes"}}',
      // A feed that is not an http(s) URL with a host: no notifications.
      '{"notifications": "javascript:alert(1)"}',
      '{"notifications": 5}',
      '{"notifications": "https://"}',
      '{"startUrl": "https://", "permissions": {"camera": "yes"}, "pullToRefresh": "no"}',
      // org.json's optString would read null as "null": a host, a user agent, a colour of that name.
      '{"startUrl": null, "hosts": [null], "userAgentSuffix": null, "themeColor": null, "orientation": null}',
      // Deeper than the parser's recursion: a StackOverflowError is a fallback too.
      '['.repeat(200_000),
      `{"userAgentSuffix": "${'x'.repeat(100_000)}"}`,
    ];
    for (const text of broken) {
      const config = await parse(text);
      if (text?.startsWith('{"userAgentSuffix": "x')) {
        expect(config.userAgentSuffix).toBe('x'.repeat(200));
        continue;
      }
      expect(config, String(text).slice(0, 60)).toEqual(defaults);
    }
  });

  it('uses the start host when no hosts are listed, and takes orientation names only', async () => {
    const config = await parse('{"startUrl": " http://Shop.Example.org:8080/a ", "orientation": "landscape"}');
    expect(config).toMatchObject({
      startUrl: 'http://Shop.Example.org:8080/a',
      hosts: ['shop.example.org'],
      orientation: LANDSCAPE,
    });
    expect((await parse('{"orientation": "PORTRAIT"}')).orientation).toBe(UNSPECIFIED);
  });

  it('keeps "=" (exact host) entries, drops unusable and duplicate hosts', async () => {
    const config = await parse(
      JSON.stringify({ hosts: ['=GitHub.io', 'a/b', 'user@x', '', ' ', 'bücher.example', 'bücher.example'] }),
    );
    expect(config.hosts).toEqual(['=github.io', 'xn--bcher-kva.example']);
  });

  it('answers the site and in-app questions from the hosts, extra hosts and adopted sites', async () => {
    const config = { startUrl: 'https://www.example.co.in/', hosts: ['example.co.in'], extraHosts: ['pay.example'] };
    // LinkRules.decide reads ShellConfig.isInApp; isSite is the narrower question (permissions, downloads).
    const answers = await jvm!.ask([
      ['LinkRules.decide', 'https://m.example.co.in/', true, false, false, config],
      ['LinkRules.decide', 'https://x.pay.example/', true, false, false, config],
      ['LinkRules.decide', 'https://pay.example.evil/', true, false, false, config],
    ]);
    expect(answers).toEqual([{ value: 0 }, { value: 0 }, { value: 1 }]);
  });

  it('trusts the site and the owner-listed hosts with permissions; the site and adopted sites are home (no host bar)', async () => {
    const config = { startUrl: 'https://www.example.co.in/', hosts: ['example.co.in'], extraHosts: ['kyc.example'] };
    const hosts = ['m.example.co.in', 'video.kyc.example', 'moved.example', 'api.razorpay.com', null];
    const answers = await jvm!.ask([
      ['new ShellConfig', { $config: JSON.stringify(config) }, 0],
      ['$0.adopt', 'moved.example'],
      ...hosts.map((host): [string, ...JsonValue[]] => ['$0.isTrusted', host]),
      ...hosts.map((host): [string, ...JsonValue[]] => ['$0.isHome', host]),
    ]);
    expect(answers.slice(2).map((a) => ('value' in a ? a.value : a.error))).toEqual([
      ...[true, true, false, false, false],
      ...[true, false, true, false, false],
    ]);
  });
});
