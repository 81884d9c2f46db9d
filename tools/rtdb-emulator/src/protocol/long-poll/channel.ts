import type { ServerResponse } from 'node:http';
import type { ServerFrame } from '../messages.js';
import type { Transport } from '../session.js';
import { commandScript, dataScript } from './script.js';

/** A session without any poll for this long is considered gone (the SDK re-polls every 25 s). */
const IDLE_LIMIT_MS = 60_000;

/**
 * The server side of one long-polling connection: it holds the latest poll open and answers it
 * as soon as there is something to send, numbering each batch so the SDK can order them.
 */
export class LongPollChannel implements Transport {
  private queue: ServerFrame[] = [];
  private held: ServerResponse | null = null;
  private prefix = '';
  private responseNumber = 0;
  private retired = false;
  private ended = false;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    readonly id: string,
    readonly password: string,
    private readonly onGone: () => void,
  ) {
    this.touch();
  }

  /** Answers with the next batch (or releases the previous poll) and holds this one. */
  hold(response: ServerResponse, prefix = ''): void {
    if (!this.retired) this.touch();
    this.answer(this.held, '');
    this.held = response;
    this.prefix += prefix;
    if (this.queue.length > 0 || this.prefix !== '') this.flush();
    else if (this.retired) this.answer(this.take(), this.closeAfterLastBatch());
  }

  send(frame: ServerFrame): void {
    if (this.retired || this.ended) return;
    this.queue.push(frame);
    this.flush();
  }

  /** After a switch to a websocket: nothing more goes this way, and the next poll tells the SDK to close. */
  retire(): void {
    this.retired = true;
    this.stopTimer();
    if (this.held) this.answer(this.take(), this.closeAfterLastBatch());
  }

  /** `close` names the last batch to process first; the SDK reads 0 as "close now", which is then right too. */
  private closeAfterLastBatch(): string {
    return commandScript('close', Math.max(0, this.responseNumber - 1));
  }

  get isRetired(): boolean {
    return this.retired;
  }

  /** The server closes the connection (shutdown): tell the SDK at once. */
  close(): void {
    if (this.ended) return;
    this.ended = true;
    this.stopTimer();
    this.answer(this.take(), commandScript('close'));
  }

  /** The client went away (its disconnect frame closed, or it stopped polling). */
  gone(): void {
    if (this.ended || this.retired) return;
    this.ended = true;
    this.stopTimer();
    this.answer(this.take(), '');
    this.onGone();
  }

  private flush(): void {
    if (!this.held || (this.queue.length === 0 && this.prefix === '')) return;
    const batch = this.queue;
    this.queue = [];
    const script = this.prefix + (batch.length > 0 ? dataScript(this.responseNumber++, batch) : '');
    this.prefix = '';
    this.answer(this.take(), script);
  }

  private take(): ServerResponse | null {
    const response = this.held;
    this.held = null;
    return response;
  }

  private answer(response: ServerResponse | null, script: string): void {
    if (!response || response.writableEnded) return;
    response.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': Buffer.byteLength(script),
    });
    response.end(script);
  }

  private touch(): void {
    this.stopTimer();
    this.idle = setTimeout(() => this.gone(), IDLE_LIMIT_MS);
    this.idle.unref();
  }

  private stopTimer(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}
