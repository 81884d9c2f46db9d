import type { Principal } from '../auth/principal.js';
import type { QuerySpec } from '../query/query-spec.js';
import type { Json } from '../tree/json.js';
import type { Path } from '../tree/path.js';

/**
 * Anything that follows a location: a listen of a realtime client (tagged or not), or a test's recorder.
 * The database computes what changed for it after each write and hands it one update.
 */
export interface Subscriber {
  readonly path: Path;
  /** A query that filters (range or limit); null when the whole location is followed. */
  readonly query: QuerySpec | null;
  principal(): Principal;
  deliver(update: DataUpdate): void;
  /** Called when the subscriber may no longer read its location (rules or auth changed). */
  revoke(): void;
}

/**
 * One change as the wire carries it: an overwrite of `data` at `path`, or a merge of `data`
 * (an object of relative paths to values) into `path`.
 */
export interface DataUpdate {
  readonly path: Path;
  readonly data: Json;
  readonly merge: boolean;
}
