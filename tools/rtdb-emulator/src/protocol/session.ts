import { ANONYMOUS } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../database/database.js';
import type { Subscriber } from '../database/subscriber.js';
import { dispatch } from './handlers/dispatch.js';
import { control, hello, isClientRequest, push, reply } from './messages.js';
import type { ServerFrame, Status } from './messages.js';
import type { SessionState } from './session-state.js';

/** How a session talks to its client: a websocket, or a long-polling channel. */
export interface Transport {
  send(frame: ServerFrame): void;
  close(): void;
}

/**
 * One realtime client: its identity and its listens. Independent of the transport, so websockets
 * and long polling (and an upgrade from one to the other) share it.
 */
export class Session implements SessionState {
  principal: Principal = ANONYMOUS;
  readonly listens = new Map<string, Subscriber>();
  private ended = false;

  constructor(
    readonly id: string,
    readonly database: Database,
    private transport: Transport,
  ) {}

  start(host: string): void {
    this.send(hello(this.database.now(), host, this.id));
  }

  /** Moves the session to another transport (long polling upgraded to a websocket). */
  switchTransport(transport: Transport): void {
    this.transport = transport;
  }

  receive(message: unknown): void {
    if (this.ended || message === null || typeof message !== 'object') return;
    const frame = message as { t?: unknown; d?: unknown };
    if (frame.t === 'c') {
      const command = (frame.d as { t?: unknown } | undefined)?.t;
      if (command === 'p') this.send(control('o'));
      return;
    }
    if (frame.t === 'd' && isClientRequest(frame.d)) dispatch(this, frame.d);
  }

  send(frame: ServerFrame): void {
    if (!this.ended) this.transport.send(frame);
  }

  reply(requestNumber: number, status: Status, data: unknown = ''): void {
    this.send(reply(requestNumber, status, data));
  }

  push(action: string, body: Record<string, unknown>): void {
    this.send(push(action, body));
  }

  /** Changes identity and revokes the listens the new identity may not read. */
  setPrincipal(principal: Principal): void {
    this.principal = principal;
    const own = new Set<unknown>(this.listens.values());
    this.database.recheckSubscribers((subscriber) => own.has(subscriber));
  }

  /** The client went away: stop its listens. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const listen of this.listens.values()) this.database.unsubscribe(listen);
    this.listens.clear();
  }

  close(): void {
    this.transport.close();
  }
}
