import type { Principal } from '../auth/principal.js';
import type { DataUpdate, Subscriber } from '../database/subscriber.js';
import { loadsAllData } from '../query/query-spec.js';
import type { QuerySpec } from '../query/query-spec.js';
import { fromJson, toJson } from '../tree/json.js';
import type { Json } from '../tree/json.js';
import type { Path } from '../tree/path.js';
import type { DataRequest } from './data-handlers.js';
import { requireIndex, restQuery } from './data-handlers.js';
import { PERMISSION_DENIED, sendError } from './respond.js';

/** The real service sends a keep-alive event every 30 seconds on idle streams. */
const KEEP_ALIVE_MS = 30_000;

/**
 * `GET <path>.json` with `Accept: text/event-stream`: the REST streaming API. The first event
 * is a `put` of the whole location at "/", then `put` / `patch` events with paths relative to
 * the streamed location, `keep-alive` while idle, and `cancel` when rules stop allowing the read.
 * (`auth_revoked` never happens: like the official emulator, credentials do not expire here.)
 */
export function handleEventStream(context: DataRequest): void {
  const query = restQuery(context);
  const filtering = query && !loadsAllData(query) ? query : null;
  const { database, path, principal, response } = context;
  if (!database.canRead(path, filtering, principal)) return sendError(response, 401, PERMISSION_DENIED);
  requireIndex(database, path, query);
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'Access-Control-Allow-Origin': '*',
  });
  const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  let keepAlive: NodeJS.Timeout | null = null;
  let finished = false;
  const stream = new StreamSubscriber(path, filtering, principal, send, () => finish());
  function finish(): void {
    if (finished) return;
    finished = true;
    if (keepAlive) clearInterval(keepAlive);
    database.unsubscribe(stream);
    response.end();
  }
  const initial = database.read(path, filtering, principal);
  send('put', { path: '/', data: initial.status === 'ok' ? toJson(initial.node, { arrays: true }) : null });
  database.subscribe(stream);
  keepAlive = setInterval(() => send('keep-alive', null), KEEP_ALIVE_MS);
  context.request.on('close', finish);
  response.on('close', finish);
}

class StreamSubscriber implements Subscriber {
  constructor(
    readonly path: Path,
    readonly query: QuerySpec | null,
    private readonly who: Principal,
    private readonly send: (event: string, data: unknown) => void,
    private readonly finish: () => void,
  ) {}

  principal(): Principal {
    return this.who;
  }

  deliver(update: DataUpdate): void {
    const relative = '/' + update.path.slice(this.path.length).join('/');
    if (!update.merge) {
      this.send('put', { path: relative, data: plain(update.data) });
      return;
    }
    const entries = Object.entries(update.data as Record<string, Json>);
    // A patch names direct children; deeper keys of a multi-path update go out as separate puts.
    if (entries.every(([key]) => !key.includes('/'))) {
      this.send('patch', {
        path: relative,
        data: Object.fromEntries(entries.map(([key, value]) => [key, plain(value)])),
      });
      return;
    }
    const base = relative === '/' ? '' : relative;
    for (const [key, value] of entries) this.send('put', { path: `${base}/${key}`, data: plain(value) });
  }

  revoke(): void {
    this.send('cancel', null);
    this.finish();
  }
}

/** Stream data reads like REST GET output: no priorities, arrays where the data looks like one. */
function plain(data: Json): Json {
  return toJson(fromJson(data), { arrays: true });
}
