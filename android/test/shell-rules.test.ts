import { afterAll, describe, expect, it } from 'vitest';
import { startJvm, type Jvm, type JsonValue } from './jvm/jvm-probe.js';

// ShellRules.java holds the shell's pure decisions (colours, user agent, file names). No device can run
// the app here, so this suite runs that very source on the host JVM (jvm/jvm-probe.ts).
const jvm: Jvm | null = await startJvm();

describe.skipIf(!jvm)('ShellRules on the host JVM', () => {
  afterAll(() => jvm?.close());

  async function ask(calls: [string, ...JsonValue[]][]): Promise<string[]> {
    const answers = await jvm!.ask(calls.map(([fn, ...args]) => [`ShellRules.${fn}`, ...args]));
    return answers.map((a) => ('error' in a ? `threw ${a.error}` : String(a.value)));
  }
  const text = async (fn: string, ...args: JsonValue[]) =>
    (await jvm!.value(`ShellRules.${fn}`, ...args)) as string | null;

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

  it('sends market: links to the Play Store web page and gives app links a web fallback', async () => {
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

  it('numbers a second copy of a file before its extension', async () => {
    expect(
      await ask([
        ['numberedName', 'report.pdf', 2],
        ['numberedName', 'archive.tar.gz', 1],
        ['numberedName', 'README', 3],
        ['numberedName', '.hidden', 1],
      ]),
    ).toEqual(['report (2).pdf', 'archive.tar (1).gz', 'README (3)', '.hidden (1)']);
  });

  it('answers every request of a batch in order', async () => {
    expect(
      await ask([
        ['isHttpScheme', 'HTTPS'],
        ['parseColor', '#fff'],
        ['isHttpScheme', 'http'],
      ]),
    ).toEqual(['true', String(0xffffffff | 0), 'true']);
  });

  it('finds the first web link in text shared to the app, or none', async () => {
    expect(
      await ask([
        ['firstWebUrl', 'Look at this https://shop.example.co.in/p/1?c=2 it is great'],
        ['firstWebUrl', 'Two: http://a.example/x and https://b.example/'],
        ['firstWebUrl', '(https://in.brackets.example/a)'],
        ['firstWebUrl', 'No link here, only https:// and ftp://x.example'],
        ['firstWebUrl', 'javascript:alert(1)'],
        ['firstWebUrl', ''],
        ['firstWebUrl', null],
      ]),
    ).toEqual([
      'https://shop.example.co.in/p/1?c=2',
      'http://a.example/x',
      // A closing bracket is part of a URL's path as browsers read it; the host decides where it opens.
      'https://in.brackets.example/a)',
      'null',
      'null',
      'null',
      'null',
    ]);
  });
});
