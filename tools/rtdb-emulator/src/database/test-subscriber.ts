import { ADMIN } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import type { QuerySpec } from '../query/query-spec.js';
import { parsePath } from '../tree/path.js';
import type { DataUpdate, Subscriber } from './subscriber.js';

/** A subscriber that records what it receives; for tests of the database layer. */
export class RecordingSubscriber implements Subscriber {
  readonly updates: { path: string; data: unknown; merge: boolean }[] = [];
  revoked = false;
  readonly path;

  constructor(
    path: string,
    readonly query: QuerySpec | null = null,
    private who: Principal = ADMIN,
  ) {
    this.path = parsePath(path);
  }

  principal(): Principal {
    return this.who;
  }

  become(principal: Principal): void {
    this.who = principal;
  }

  deliver(update: DataUpdate): void {
    this.updates.push({ path: update.path.join('/'), data: update.data, merge: update.merge });
  }

  revoke(): void {
    this.revoked = true;
  }
}
