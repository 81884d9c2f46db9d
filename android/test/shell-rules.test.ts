import { systemTool } from '@apkforge/test-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../scripts/lib/run.js';
import { ANDROID_DIR } from '../scripts/shell/paths.js';

// ShellRules.java holds the shell's pure decisions. No device can run the app here, so this suite
// compiles that very source for the host JVM and asks it, through RulesProbe, what it decides.
const javac = systemTool('javac');
const java = systemTool('java');

const RULES = join(ANDROID_DIR, 'src/dev/apkforge/shell/ShellRules.java');
const PROBE = join(ANDROID_DIR, 'test/rules/dev/apkforge/shell/RulesProbe.java');

type Arg = string | null | number | string[];

function encode(arg: Arg): string {
  if (arg === null) return '-';
  if (typeof arg === 'number') return String(arg);
  if (Array.isArray(arg)) return arg.map((a) => encode(a)).join(',');
  return [...Array(arg.length).keys()].map((i) => arg.charCodeAt(i).toString(16).padStart(4, '0')).join('');
}

function decodeText(hex: string): string | null {
  if (hex === '-') return null;
  let text = '';
  for (let i = 0; i < hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
}

describe.skipIf(javac.skip || java.skip)('ShellRules on the host JVM', () => {
  let classes = '';
  beforeAll(async () => {
    classes = await mkdtemp(join(tmpdir(), 'apkforge-rules-'));
    await run(javac.path!, ['-encoding', 'UTF-8', '-Xlint:all', '-Werror', '-d', classes, RULES, PROBE]);
  });
  afterAll(async () => {
    if (classes) await rm(classes, { recursive: true, force: true });
  });

  async function ask(calls: [string, ...Arg[]][]): Promise<string[]> {
    const input = calls.map(([fn, ...args]) => [fn, ...args.map(encode)].join('\t')).join('\n') + '\n';
    const { stdout } = await run(java.path!, ['-cp', classes, 'dev.apkforge.shell.RulesProbe'], { input });
    return stdout.trimEnd().split('\n');
  }
  const text = async (fn: string, ...args: Arg[]) => decodeText((await ask([[fn, ...args]]))[0]!);
  const value = async (fn: string, ...args: Arg[]) => (await ask([[fn, ...args]]))[0]!;

  it('parses only #rgb and #rrggbb colours, opaque; everything else is NO_COLOR (0)', async () => {
    const cases: [string | null, number][] = [
      ['#0a7', 0xff00aa77 | 0],
      ['#0A7A5C', 0xff0a7a5c | 0],
      [' #ffffff ', 0xffffffff | 0],
      ['#000', 0xff000000 | 0],
      ['0a7a5c', 0],
      ['#0a7a5', 0],
      ['#0a7a5c80', 0],
      ['#gg0000', 0],
      ['#\u0663\u0663\u0663', 0], // Arabic-Indic digits that Character.digit would accept
      ['', 0],
      [null, 0],
    ];
    const answers = await ask(cases.map(([input]) => ['parseColor', input]));
    expect(answers.map(Number)).toEqual(cases.map(([, expected]) => expected));
  });

  it('picks dark bar icons exactly when black contrasts better than white (WCAG 2)', async () => {
    // An independent oracle: the two contrast ratios, computed here.
    const luminance = (rgb: number) =>
      [16, 8, 0]
        .map((shift) => ((rgb >> shift) & 0xff) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const blackWins = (rgb: number) => (luminance(rgb) + 0.05) / 0.05 > 1.05 / (luminance(rgb) + 0.05);
    const colours = [
      0xffffff, 0x000000, 0x0a7a5c, 0xffeb3b, 0x757575, 0x767676, 0x2196f3, 0xff5722, 0x00ff00, 0x4b0082,
    ];
    const answers = await ask(colours.map((rgb) => ['isLight', 0xff000000 | rgb | 0]));
    expect(answers).toEqual(colours.map((rgb) => String(blackWins(rgb))));
    // The boundary sits between these two greys: pins the threshold, not just the extremes.
    expect([answers[4], answers[5]]).toEqual(['false', 'true']);
  });

  it('normalises hosts the way WebView reports them: lower case, punycode, no trailing dot', async () => {
    expect(await text('normaliseHost', 'WWW.Example.COM.')).toBe('www.example.com');
    expect(await text('normaliseHost', ' example.com ')).toBe('example.com');
    expect(await text('normaliseHost', 'bücher.de')).toBe('xn--bcher-kva.de');
    expect(await text('normaliseHost', '[::1]')).toBe('[::1]');
    expect(await text('normaliseHost', '')).toBeNull();
    expect(await text('normaliseHost', 'a/b')).toBeNull();
    expect(await text('normaliseHost', 'user@example.com')).toBeNull();
    expect(await text('normaliseHost', null)).toBeNull();
  });

  it('keeps the site and its subdomains in the app, and nothing that merely looks like it', async () => {
    const site = ['www.example.com', 'example.com'];
    const cases: [string | null, string[], boolean][] = [
      ['www.example.com', site, true],
      ['example.com', site, true],
      ['shop.example.com', site, true],
      ['EXAMPLE.COM.', site, true],
      ['example.com.evil.org', site, false],
      ['notexample.com', site, false],
      ['evil.org', site, false],
      [null, site, false],
      ['bücher.de', ['xn--bcher-kva.de'], true],
      ['example.com', [], false],
    ];
    const answers = await ask(cases.map(([host, hosts]) => ['isSameSite', host, hosts]));
    expect(answers).toEqual(cases.map(([, , expected]) => String(expected)));
  });

  it('makes the user-agent suffix safe for an HTTP header', async () => {
    expect(await text('sanitizeUserAgentSuffix', 'ApkforgeApp/1.0 (in.co.example.app; 1)')).toBe(
      'ApkforgeApp/1.0 (in.co.example.app; 1)',
    );
    expect(await text('sanitizeUserAgentSuffix', 'App/1\r\nX-Injected: yes')).toBe('App/1X-Injected: yes');
    expect(await text('sanitizeUserAgentSuffix', '  App\t \t name  ')).toBe('App name');
    expect(await text('sanitizeUserAgentSuffix', 'नमस्ते')).toBe('ApkforgeApp/1.0');
    expect(await text('sanitizeUserAgentSuffix', '')).toBe('ApkforgeApp/1.0');
    expect(await text('sanitizeUserAgentSuffix', null)).toBe('ApkforgeApp/1.0');
    expect(await text('sanitizeUserAgentSuffix', 'x'.repeat(300))).toBe('x'.repeat(200));
  });

  it('routes each scheme: web in the WebView, apps to the system, local files nowhere', async () => {
    // LINK_WEBVIEW 0, LINK_HTTP 1, LINK_BLOCK 2, LINK_INTENT 3, LINK_MARKET 4, LINK_DIAL 5, LINK_SENDTO 6, LINK_VIEW 7
    const cases: [string | null, number][] = [
      ['http', 1],
      ['https', 1],
      ['about', 0],
      ['data', 0],
      ['blob', 0],
      ['javascript', 0],
      ['file', 2],
      ['content', 2],
      ['', 2],
      [null, 2],
      ['http https', 2],
      ['ttp h', 2],
      ['intent', 3],
      ['market', 4],
      ['tel', 5],
      ['mailto', 6],
      ['sms', 6],
      ['smsto', 6],
      ['mms', 6],
      ['mmsto', 6],
      ['whatsapp', 7],
      ['upi', 7],
      ['geo', 7],
      ['tg', 7],
      ['htt', 7],
      ['https2', 7],
    ];
    const answers = await ask(cases.map(([scheme]) => ['linkAction', scheme]));
    expect(answers.map(Number)).toEqual(cases.map(([, expected]) => expected));
    expect(
      await ask([
        ['isHttpScheme', 'HTTPS'],
        ['isHttpScheme', 'ftp'],
        ['isHttpScheme', null],
      ]),
    ).toEqual(['true', 'false', 'false']);
  });

  it('sends Play links to the Play Store and gives app links a web fallback', async () => {
    expect(
      await ask([
        ['isPlayStoreHost', 'PLAY.google.com.'],
        ['isPlayStoreHost', 'play.google.com.evil.com'],
      ]),
    ).toEqual(['true', 'false']);
    expect(await text('marketToWeb', 'market://details?id=com.whatsapp')).toBe(
      'https://play.google.com/store/apps/details?id=com.whatsapp',
    );
    expect(await text('marketToWeb', 'MARKET://search?q=maps')).toBe(
      'https://play.google.com/store/apps/search?q=maps',
    );
    expect(await text('marketToWeb', 'https://example.com')).toBeNull();
    expect(await text('webFallback', 'whatsapp://send?phone=911234567890&text=hi')).toBe(
      'https://api.whatsapp.com/send?phone=911234567890&text=hi',
    );
    expect(await text('webFallback', 'whatsapp://chat')).toBeNull();
    expect(await text('webFallback', 'tg://resolve?domain=x')).toBeNull();
  });

  it('offers the camera only to file inputs that take images or videos', async () => {
    const answers = await ask([
      ['accepts', [], 'image/'],
      ['accepts', ['image/*'], 'image/'],
      ['accepts', ['application/pdf'], 'image/'],
      ['accepts', ['*/*'], 'video/'],
      ['accepts', ['application/pdf', 'video/mp4'], 'video/'],
    ]);
    expect(answers).toEqual(['true', 'true', 'false', 'true', 'true']);
  });

  it('turns any offered name into a safe Downloads file name', async () => {
    expect(await text('safeFileName', 'report.pdf', 'download')).toBe('report.pdf');
    expect(await text('safeFileName', '../../etc/passwd', 'download')).toBe('passwd');
    expect(await text('safeFileName', 'dir\\evil.txt', 'download')).toBe('evil.txt');
    expect(await text('safeFileName', 'we<ird>:na|me?*.txt', 'download')).toBe('we_ird__na_me__.txt');
    expect(await text('safeFileName', 'tab\tname\u0000.txt', 'download')).toBe('tab_name_.txt');
    expect(await text('safeFileName', ' .hidden. ', 'download')).toBe('hidden');
    expect(await text('safeFileName', '...', 'download')).toBe('download');
    expect(await text('safeFileName', null, 'download')).toBe('download');
    const long = await text('safeFileName', `${'a'.repeat(200)}.pdf`, 'download');
    expect(long).toBe(`${'a'.repeat(76)}.pdf`);
    // 80 UTF-16 units stay under the 255-byte limit even when every character takes 3 UTF-8 bytes.
    const hindi = await text('safeFileName', `${'क'.repeat(200)}.pdf`, 'download');
    expect(Buffer.byteLength(hindi!, 'utf8')).toBeLessThanOrEqual(255);
    // A cut inside an emoji would leave half a surrogate pair behind.
    const emoji = await text('safeFileName', `${'a'.repeat(75)}${'😀'.repeat(10)}.pdf`, 'download');
    expect(emoji).toMatch(/\.pdf$/);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('answers every request of a batch in order', async () => {
    expect(await value('linkAction', 'tel')).toBe('5');
    expect(
      await ask([
        ['linkAction', 'tel'],
        ['parseColor', '#fff'],
        ['isHttpScheme', 'http'],
      ]),
    ).toEqual(['5', String(0xffffffff | 0), 'true']);
  });
});
