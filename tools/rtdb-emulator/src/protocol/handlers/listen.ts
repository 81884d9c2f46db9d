import type { Subscriber, DataUpdate } from '../../database/subscriber.js';
import { indexName, loadsAllData } from '../../query/query-spec.js';
import type { QuerySpec } from '../../query/query-spec.js';
import { parseWireQuery } from '../../query/wire-query.js';
import { windowNode } from '../../query/window.js';
import { hashNode } from '../../tree/hash.js';
import { toJson } from '../../tree/json.js';
import { nodeAt } from '../../tree/node.js';
import { pathToString, pathToWire } from '../../tree/path.js';
import type { Path } from '../../tree/path.js';
import type { ClientRequest } from '../messages.js';
import { PERMISSION_DENIED_TEXT } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { parseOrReply, requestPath } from './request-fields.js';

/** One `q` listen of a client. Tagged listens are filtering queries; their pushes carry the tag. */
class Listen implements Subscriber {
  constructor(
    private readonly session: SessionState,
    readonly key: string,
    readonly path: Path,
    readonly query: QuerySpec | null,
    readonly tag: number | undefined,
    private readonly wireQuery: unknown,
  ) {}

  principal() {
    return this.session.principal;
  }

  deliver(update: DataUpdate): void {
    this.session.push(update.merge ? 'm' : 'd', this.body(update.path, update.data));
  }

  revoke(): void {
    this.session.listens.delete(this.key);
    // The SDK finds the listen by path and query id; it expects the query object inside an array.
    this.session.push(
      'c',
      this.tag === undefined ? { p: pathToWire(this.path) } : { p: pathToWire(this.path), q: [this.wireQuery] },
    );
  }

  body(path: Path, data: unknown): Record<string, unknown> {
    return this.tag === undefined ? { p: pathToWire(path), d: data } : { p: pathToWire(path), d: data, t: this.tag };
  }
}

function listenKey(path: Path, tag: unknown): string {
  return `${pathToString(path)}|${typeof tag === 'number' ? tag : 'default'}`;
}

export function handleListen(session: SessionState, request: ClientRequest): void {
  const path = requestPath(session, request);
  if (!path) return;
  const spec = parseOrReply(session, request, () => parseWireQuery(request.b.q));
  if (!spec) return;
  const query = loadsAllData(spec) ? null : spec;
  const { database } = session;
  if (!database.canRead(path, query, session.principal)) {
    session.reply(request.r, 'permission_denied', PERMISSION_DENIED_TEXT);
    return;
  }
  const key = listenKey(path, request.b.t);
  const previous = session.listens.get(key);
  if (previous) database.unsubscribe(previous);
  const tag = typeof request.b.t === 'number' ? request.b.t : undefined;
  const listen = new Listen(session, key, path, query, tag, request.b.q);
  const here = nodeAt(database.root, path);
  const current = query ? windowNode(here, query) : here;
  // The client sends the hash of what it already has; equal data is not sent again.
  if (hashNode(current) !== request.b.h) listen.deliver({ path, data: toJson(current), merge: false });
  session.listens.set(key, listen);
  database.subscribe(listen);
  const unindexed =
    query !== null &&
    (query.index.kind === 'child' || query.index.kind === 'value') &&
    !database.isIndexed(path, indexName(query.index));
  session.reply(request.r, 'ok', unindexed ? { w: ['no_index'] } : {});
}

export function handleUnlisten(session: SessionState, request: ClientRequest): void {
  const path = requestPath(session, request);
  if (!path) return;
  const key = listenKey(path, request.b.t);
  const listen = session.listens.get(key);
  if (listen) {
    session.database.unsubscribe(listen);
    session.listens.delete(key);
  }
  session.reply(request.r, 'ok');
}
