import type { Principal } from '../auth/principal.js';
import { isAncestorOrSelf, parsePath, relativePath } from '../tree/path.js';
import type { Path } from '../tree/path.js';
import type { WriteRequest } from './database.js';

/** A write a client asked the server to make when its connection ends. */
export interface PendingWrite {
  readonly request: WriteRequest;
  /** Rules are evaluated with the identity the client had when it registered the write. */
  readonly principal: Principal;
}

/**
 * onDisconnect writes of one connection, run in registration order when it closes.
 * Cancelling a path drops what was queued at or below it and carves it out of writes queued
 * above it (the rest of such a write still happens), the same bookkeeping the SDK does locally.
 */
export class OnDisconnectQueue {
  private pending: PendingWrite[] = [];

  add(write: PendingWrite): void {
    this.pending.push(write);
  }

  cancel(path: Path): void {
    this.pending = this.pending.flatMap((write) => {
      const target = write.request.path;
      if (isAncestorOrSelf(path, target)) return [];
      if (!isAncestorOrSelf(target, path)) return [write];
      return [{ ...write, request: carveOut(write.request, relativePath(target, path)) }];
    });
  }

  drain(): PendingWrite[] {
    const drained = this.pending;
    this.pending = [];
    return drained;
  }

  get size(): number {
    return this.pending.length;
  }
}

/** Rewrites a queued write as a multi-path update of everything it wrote except `removed`. */
function carveOut(request: WriteRequest, removed: Path): WriteRequest {
  const entries: Record<string, unknown> = {};
  if (request.kind === 'put') {
    if (!isSplittable(request.data)) return request;
    Object.assign(entries, split(request.data, removed, ''));
  } else {
    for (const [key, value] of Object.entries((request.data ?? {}) as Record<string, unknown>)) {
      const keyPath = parsePath(key);
      if (isAncestorOrSelf(removed, keyPath)) continue;
      if (isAncestorOrSelf(keyPath, removed) && isSplittable(value)) {
        Object.assign(entries, split(value, relativePath(keyPath, removed), keyPath.join('/')));
      } else {
        entries[key] = value;
      }
    }
  }
  return { kind: 'merge', path: request.path, data: entries };
}

function isSplittable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !('.sv' in value) && !('.value' in value);
}

function split(value: Record<string, unknown>, removed: Path, prefix: string): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  const [first, ...rest] = removed;
  for (const [key, child] of Object.entries(value)) {
    if (key === '.priority') continue;
    const keyPath = prefix === '' ? key : `${prefix}/${key}`;
    if (key !== first) entries[keyPath] = child;
    else if (rest.length > 0 && isSplittable(child)) Object.assign(entries, split(child, rest, keyPath));
    else if (rest.length > 0) entries[keyPath] = child;
  }
  return entries;
}
