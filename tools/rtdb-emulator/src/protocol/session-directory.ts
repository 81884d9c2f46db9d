import type { WebSocket } from 'ws';
import type { Session } from './session.js';

/**
 * Live realtime sessions, so the server can close them on stop and a long-polling session can
 * be found again when the client upgrades it to a websocket (`/.ws?s=<session id>`).
 */
export class SessionDirectory {
  private readonly sessions = new Set<Session>();
  private readonly upgradable = new Map<string, (socket: WebSocket) => void>();

  add(session: Session): void {
    this.sessions.add(session);
  }

  remove(session: Session): void {
    this.sessions.delete(session);
    this.upgradable.delete(session.id);
  }

  get size(): number {
    return this.sessions.size;
  }

  allowUpgrade(sessionId: string, adopt: (socket: WebSocket) => void): void {
    this.upgradable.set(sessionId, adopt);
  }

  /** Hands a websocket to the session it upgrades; false when no such session waits for one. */
  adoptWebSocket(sessionId: string, socket: WebSocket): boolean {
    const adopt = this.upgradable.get(sessionId);
    if (!adopt) return false;
    this.upgradable.delete(sessionId);
    adopt(socket);
    return true;
  }

  /** Server shutdown: every session ends, then its transport closes. */
  endAll(): void {
    for (const session of [...this.sessions]) {
      this.remove(session);
      session.end();
      session.close();
    }
  }
}
