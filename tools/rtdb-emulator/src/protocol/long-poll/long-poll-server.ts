import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from '../../database/registry.js';
import { namespaceOf } from '../../http/namespace.js';
import type { SessionDirectory } from '../session-directory.js';
import { Session } from '../session.js';
import { newSessionId } from '../websocket-connection.js';
import { LongPollChannel } from './channel.js';
import { commandScript, helpersScript } from './script.js';
import { SegmentAssembler } from './segments.js';
import { adoptUpgrade } from './upgrade.js';

interface Connection {
  readonly channel: LongPollChannel;
  readonly session: Session;
  readonly segments: SegmentAssembler;
  /** Set while a websocket upgrade is in progress; sees client messages first. */
  interceptor: ((message: unknown) => boolean) | null;
}

/**
 * `/.lp`: the long-polling transport browsers fall back to when websockets failed before
 * (the SDK remembers that in localStorage), and upgrade from as soon as a websocket works.
 *   start=t&cb=<id>           opens a session; answers helpers, `start` and the handshake
 *   id=&pw=&seg<i>=&ts<i>=&d<i>=  a poll, optionally carrying client messages
 *   dframe=t&id=&pw=          the disconnect frame: answered at once (without onDisconnect writes there is
 *                             nothing to run when the page goes away; an abandoned session ends when it stops polling)
 */
export class LongPollServer {
  private readonly connections = new Map<string, Connection>();
  private nextId = 1;

  constructor(
    private readonly registry: Registry,
    private readonly sessions: SessionDirectory,
  ) {}

  handle(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const params = url.searchParams;
    if (params.get('start') === 't') return this.start(request, response, url);
    const connection = this.connections.get(params.get('id') ?? '');
    if (!connection || connection.channel.password !== params.get('pw')) {
      respondScript(response, commandScript('close'));
      return;
    }
    if (params.get('dframe') === 't') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('<html><body></body></html>');
      return;
    }
    for (const message of connection.segments.add(params)) {
      if (connection.interceptor?.(message)) continue;
      connection.session.receive(message);
    }
    connection.channel.hold(response);
  }

  private start(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const namespace = namespaceOf(url);
    const callbackId = url.searchParams.get('cb') ?? '';
    if (namespace === null || !/^[A-Za-z0-9_]*$/.test(callbackId)) {
      response.writeHead(400, { 'Content-Type': 'text/plain' });
      response.end('Invalid long-polling request');
      return;
    }
    const id = String(this.nextId++);
    const channel = new LongPollChannel(id, randomBytes(8).toString('base64url'), () => this.end(id));
    const session = new Session(newSessionId(), this.registry.get(namespace), channel);
    const connection: Connection = { channel, session, segments: new SegmentAssembler(), interceptor: null };
    this.connections.set(id, connection);
    this.sessions.add(session);
    this.sessions.allowUpgrade(session.id, (socket) => {
      connection.interceptor = adoptUpgrade(socket, session, channel, () => this.end(id));
    });
    // The handshake is queued first so the start answer carries helpers, `start` and handshake together.
    session.start(request.headers.host ?? '');
    channel.hold(response, helpersScript(callbackId) + commandScript('start', id, channel.password));
  }

  private end(id: string): void {
    const connection = this.connections.get(id);
    if (!connection) return;
    this.connections.delete(id);
    this.sessions.remove(connection.session);
    connection.session.end();
  }
}

function respondScript(response: ServerResponse, script: string): void {
  response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(script);
}
