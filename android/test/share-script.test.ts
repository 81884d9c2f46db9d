import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SHELL_SOURCES_DIR } from '../scripts/shell/paths.js';

// ShareBridge.java's navigator.share (docs/shell-contract.md "Sharing") is JavaScript the shell runs in the site's
// pages. This suite runs that very script (its string literals, read from the Java source) in a V8 context shaped like
// a page: the Web Share checks a page meets, and the messages the app's port receives and answers.
const SOURCE = readFileSync(join(SHELL_SOURCES_DIR, 'dev/apkforge/shell/ShareBridge.java'), 'utf8');
const SCRIPT = [
  .../String SCRIPT = ((?:\s*\+?\s*"(?:[^"\\]|\\.)*")+);/.exec(SOURCE)![1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g),
]
  .map((m) => JSON.parse(`"${m[1]}"`) as string)
  .join('');
const LIMIT = 20 * 1024 * 1024;
const NONCE = 'apkforge-share-test';

/** FileReader as a page has it, over Node's Blob. */
class PageFileReader {
  result: string | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((bytes) => {
      this.result = `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(bytes).toString('base64')}`;
      this.onload?.();
    });
  }
}

interface Page {
  share: (data?: unknown) => Promise<void>;
  canShare: (data?: unknown) => boolean;
  activation: { isActive: boolean };
  /** The app's end of the channel: what the page sent, and the answer to give. */
  app: MessagePort;
  received: () => Promise<Record<string, unknown>>;
  answer: (error: string | null) => void;
  /** What the script returned: its nonce, which the app waits for before it hands over the port. */
  returned: unknown;
}

function page(options: { port?: boolean; nativeShare?: boolean } = {}): Page {
  const listeners: ((event: { data: unknown; ports: MessagePort[] }) => void)[] = [];
  const activation = { isActive: true };
  const navigator: Record<string, unknown> = { userActivation: activation };
  if (options.nativeShare) navigator.share = () => Promise.resolve('native');
  const context = createContext({
    navigator,
    // A page's Location stringifies to its href (new URL(url, location) relies on it).
    location: { href: 'https://shop.example.co.in/p/1', toString: () => 'https://shop.example.co.in/p/1' },
    addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (typeof listeners)[number]) =>
      listeners.splice(listeners.indexOf(listener), 1),
    URL,
    DOMException,
    File,
    FileReader: PageFileReader,
    JSON,
    Promise,
    TypeError,
  });
  const returned: unknown = runInContext(`${SCRIPT}${JSON.stringify(NONCE)},${LIMIT})`, context);
  const channel = new MessageChannel();
  if (options.port !== false) {
    // Another page's message first, then the app's port with the nonce (WebView.postWebMessage to the origin).
    for (const listener of [...listeners]) listener({ data: 'hello', ports: [] });
    for (const listener of [...listeners]) listener({ data: NONCE, ports: [channel.port2] });
  }
  return {
    share: (data) => (navigator.share as (d: unknown) => Promise<void>)(data),
    canShare: (data) => (navigator.canShare as (d: unknown) => boolean)(data),
    activation,
    app: channel.port1,
    received: () =>
      new Promise((resolve) =>
        channel.port1.once('message', (text: string) => resolve(JSON.parse(text) as Record<string, unknown>)),
      ),
    answer: (error) => channel.port1.postMessage(error),
    returned,
  };
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as Error).name;
  }
}

describe("navigator.share in the site's pages (ShareBridge's script)", () => {
  it("sends the text, the URL resolved against the page, and the page's files to the app, and resolves on its answer", async () => {
    const p = page();
    expect(p.returned).toBe(NONCE);
    const message = p.received();
    const shared = p.share({
      title: 'Kurta',
      text: 'Look at this',
      url: '/p/1?ref=share',
      files: [new File(['%PDF-1'], 'bill.pdf', { type: 'application/pdf' })],
    });
    // A share that settles before the app has its message (a rejection, say) shows here instead of hanging.
    const early = shared.then(
      () => 'resolved before the app answered',
      (error: Error) => `rejected: ${error.name}`,
    );
    expect(await Promise.race([message, early])).toEqual({
      t: 'Kurta',
      x: 'Look at this',
      u: 'https://shop.example.co.in/p/1?ref=share',
      f: [{ n: 'bill.pdf', d: `data:application/pdf;base64,${Buffer.from('%PDF-1').toString('base64')}` }],
    });
    p.answer(null);
    expect(await shared).toBeUndefined();
    p.app.close();
  });

  it('rejects as the Web Share specification says, and never throws out of the call', async () => {
    const p = page();
    for (const data of [undefined, null, {}, { title: '' }, { files: [] }])
      expect(await rejection(p.share(data)), JSON.stringify(data)).toBe('TypeError');
    expect(await rejection(p.share({ url: 'http://[' }))).toBe('TypeError');
    expect(await rejection(p.share({ files: ['not a file'] }))).toBe('TypeError');
    const big = new File([new Uint8Array(LIMIT + 1)], 'big.bin');
    expect(await rejection(p.share({ files: [big] }))).toBe('NotAllowedError');
    p.activation.isActive = false;
    expect(await rejection(p.share({ text: 'no tap' }))).toBe('NotAllowedError');
    p.activation.isActive = true;
    // One share at a time; the app's refusal (no app can share) is an AbortError.
    const first = p.share({ text: 'one' });
    expect(await rejection(p.share({ text: 'two' }))).toBe('InvalidStateError');
    p.answer('AbortError');
    expect(await rejection(first)).toBe('AbortError');
    // canShare answers the same checks without sharing.
    expect([p.canShare({ text: 'x' }), p.canShare({}), p.canShare({ url: 'http://[' }), p.canShare()]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    p.app.close();
  });

  it("refuses to share before the app's port arrives, and leaves a WebView's own navigator.share alone", async () => {
    expect(await rejection(page({ port: false }).share({ text: 'early' }))).toBe('NotAllowedError');
    const native = page({ nativeShare: true });
    expect(native.returned).toBeUndefined();
    expect(await native.share({ text: 'x' })).toBe('native');
    native.app.close();
  });
});
