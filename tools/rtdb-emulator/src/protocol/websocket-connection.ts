import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Registry } from '../database/registry.js';
import { namespaceOf, requestUrl } from '../http/namespace.js';
import { encodeFrames, FrameAssembler } from './frames.js';
import { Session } from './session.js';
import type { Transport } from './session.js';
import type { SessionDirectory } from './session-directory.js';

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function websocketTransport(socket: WebSocket): Transport {
  return {
    send(frame) {
      if (socket.readyState !== socket.OPEN) return;
      for (const text of encodeFrames(frame)) socket.send(text);
    },
    close() {
      socket.close();
    },
  };
}

/**
 * A websocket at /.ws: either a new realtime session, or (with `s=<session id>`) the upgrade of
 * a long-polling session to a websocket, which the long-polling side completes.
 */
export function serveWebSocket(
  socket: WebSocket,
  request: IncomingMessage,
  registry: Registry,
  sessions: SessionDirectory,
): void {
  const url = requestUrl(request);
  const namespace = namespaceOf(url);
  if (namespace === null) {
    socket.close(1008, 'Invalid namespace');
    return;
  }
  const upgrading = url.searchParams.get('s');
  if (upgrading && sessions.adoptWebSocket(upgrading, socket)) return;
  const session = new Session(newSessionId(), registry.get(namespace), websocketTransport(socket));
  sessions.add(session);
  const assembler = new FrameAssembler();
  socket.on('message', (data) => {
    const text = assembler.push(data.toString());
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    session.receive(message);
  });
  socket.on('close', () => {
    sessions.remove(session);
    session.end();
  });
  socket.on('error', () => socket.terminate());
  session.start(request.headers.host ?? '');
}
