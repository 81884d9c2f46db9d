import { afterAll, describe, expect, it } from 'vitest';
import { startJvm, type Jvm } from './jvm/jvm-probe.js';

// DataUrl.java decodes files a page makes itself (data: downloads, and the blob bridge's answer). Page
// data: it must never throw, and never allocate past its cap. Run on the host JVM.
const jvm: Jvm | null = await startJvm();

describe.skipIf(!jvm)('DataUrl on the host JVM', () => {
  afterAll(() => jvm?.close());

  const parse = async (url: string | null, max = 1024) =>
    (await jvm!.value('DataUrl.parse', url, max)) as { mimeType: string; bytes: number[] } | null;
  const bytesOf = (text: string) => [...Buffer.from(text, 'utf8')];

  it('decodes base64 and percent-encoded payloads with their type', async () => {
    expect(await parse('data:application/pdf;base64,JVBERi0xLjQ=')).toEqual({
      mimeType: 'application/pdf',
      bytes: bytesOf('%PDF-1.4'),
    });
    expect(await parse('data:text/csv;charset=utf-8,a%2Cb%0A1,2')).toEqual({
      mimeType: 'text/csv',
      bytes: bytesOf('a,b\n1,2'),
    });
    expect(await parse('DATA:Image/PNG;BASE64,iVBO\nRw0K')).toEqual({
      mimeType: 'image/png',
      bytes: [...Buffer.from('iVBORw0K', 'base64')],
    });
    expect(await parse('data:,h%C3%A9llo%20w\u00f6rld')).toEqual({
      mimeType: 'application/octet-stream',
      bytes: bytesOf('héllo wörld'),
    });
    // URL-safe alphabet and missing padding, as some generators write it.
    expect((await parse('data:;base64,-_-_'))!.bytes).toEqual([...Buffer.from('-_-_', 'base64url')]);
  });

  it('agrees with Node on random payloads of every length', async () => {
    const payloads = Array.from({ length: 40 }, (_, n) =>
      Buffer.from(Array.from({ length: n * 7 }, (_, i) => (i * 131 + n) & 0xff)),
    );
    const answers = await jvm!.ask(
      payloads.map((p) => ['DataUrl.parse', `data:application/octet-stream;base64,${p.toString('base64')}`, 1024]),
    );
    expect(answers).toEqual(payloads.map((p) => ({ value: { mimeType: 'application/octet-stream', bytes: [...p] } })));
  });

  it('refuses malformed and oversized payloads, and hostile types, without throwing', async () => {
    const hostile: (string | null)[] = [
      null,
      '',
      'data:',
      'data:text/plain',
      'blob:https://x/1',
      'https://example.com/,x',
      'data:;base64,!!!!',
      'data:;base64,QQ=A',
      'data:;base64,A',
      'data:;base64,QUJD\u00e9',
      `data:;base64,${'A'.repeat(2000)}`,
      `data:,${'%41'.repeat(1100)}`,
      `data:,${'x'.repeat(1100)}`,
    ];
    const answers = await jvm!.ask(hostile.map((url) => ['DataUrl.parse', url, 1024]));
    expect(answers).toEqual(hostile.map(() => ({ value: null })));
    // A type that could smuggle anything into an intent becomes application/octet-stream.
    for (const type of [
      'text/html;x',
      '../../x',
      'a/b/c',
      'text/pl\u0000ain',
      'A'.repeat(200) + '/x',
      'image/svg+xml',
    ]) {
      const parsed = await parse(`data:${type};base64,QQ==`);
      expect(parsed?.mimeType, type).toBe(
        type === 'image/svg+xml' ? 'image/svg+xml' : type === 'text/html;x' ? 'text/html' : 'application/octet-stream',
      );
    }
    // Odd percent escapes are kept as text, never an exception.
    expect((await parse('data:,%zz%4%'))!.bytes).toEqual(bytesOf('%zz%4%'));
    expect((await parse('data:,\ud83d\ude00\ud800'))!.bytes.length).toBeGreaterThan(0);
  });

  it('checks the size before allocating: a 100 MB payload is refused at once', async () => {
    const started = Date.now();
    expect(await parse(`data:;base64,${'QUJD'.repeat(1 << 20)}`, 1024)).toBeNull();
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
