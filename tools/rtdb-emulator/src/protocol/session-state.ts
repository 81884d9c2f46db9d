import type { Principal } from '../auth/principal.js';
import type { Database } from '../database/database.js';
import type { Subscriber } from '../database/subscriber.js';
import type { Status } from './messages.js';

/**
 * What a request handler sees of a realtime session. Session implements it; the handlers depend on this and not on
 * Session itself, which dispatches to them, so neither module imports the other.
 */
export interface SessionState {
  readonly id: string;
  readonly database: Database;
  readonly principal: Principal;
  /** The client's listens by listen key. */
  readonly listens: Map<string, Subscriber>;
  reply(requestNumber: number, status: Status, data?: unknown): void;
  push(action: string, body: Record<string, unknown>): void;
  /** Changes identity and revokes the listens the new identity may not read. */
  setPrincipal(principal: Principal): void;
}
