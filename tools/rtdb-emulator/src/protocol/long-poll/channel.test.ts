import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { control } from '../messages.js';
import { LongPollChannel } from './channel.js';

/** A stand-in for a held poll: records what the channel answers. */
function poll(): ServerResponse & { body: string | null } {
  const fake = {
    body: null as string | null,
    writableEnded: false,
    writeHead() {
      return fake;
    },
    end(text: string) {
      fake.body = text;
      fake.writableEnded = true;
    },
  };
  return fake as unknown as ServerResponse & { body: string | null };
}

describe('long-poll channel', () => {
  it('answers the held poll with numbered batches and queues while no poll is held', () => {
    const channel = new LongPollChannel('1', 'pw', () => undefined);
    channel.send(control('h', { s: 'session' }));
    const start = poll();
    channel.hold(start, 'PREFIX;');
    expect(start.body).toBe('PREFIX;pRTLPCB(0,[{"t":"c","d":{"t":"h","d":{"s":"session"}}}]);\n');
    const next = poll();
    channel.hold(next);
    expect(next.body).toBeNull();
    channel.send(control('o'));
    channel.send(control('o'));
    expect(next.body).toBe('pRTLPCB(1,[{"t":"c","d":{"t":"o","d":{}}}]);\n');
    const third = poll();
    channel.hold(third);
    expect(third.body).toBe('pRTLPCB(2,[{"t":"c","d":{"t":"o","d":{}}}]);\n');
    channel.close();
  });

  it('releases an older poll when a newer one arrives', () => {
    const channel = new LongPollChannel('1', 'pw', () => undefined);
    const older = poll();
    channel.hold(older);
    channel.hold(poll());
    expect(older.body).toBe('');
    channel.close();
  });

  it('after a switch to a websocket, delivers what was queued and then tells the SDK to close', () => {
    const channel = new LongPollChannel('1', 'pw', () => undefined);
    channel.send(control('n'));
    channel.retire();
    channel.send(control('o'));
    const last = poll();
    channel.hold(last);
    expect(last.body).toBe('pRTLPCB(0,[{"t":"c","d":{"t":"n","d":{}}}]);\n');
    const closing = poll();
    channel.hold(closing);
    expect(closing.body).toBe('pLPCommand("close",0);\n');
  });

  it('reports the client gone once, and not after a switch', () => {
    let gone = 0;
    const channel = new LongPollChannel('1', 'pw', () => gone++);
    channel.gone();
    channel.gone();
    expect(gone).toBe(1);
    const switched = new LongPollChannel('2', 'pw', () => gone++);
    switched.retire();
    switched.gone();
    expect(gone).toBe(1);
  });
});
