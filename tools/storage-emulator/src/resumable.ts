import { randomBytes } from 'node:crypto';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  contentType: string | undefined;
  metadata: Record<string, string> | undefined;
  chunks: Buffer[];
  received: number;
  /** The web origin the session was opened for (GCS answers that origin's CORS requests on the session URL). */
  origin: string | undefined;
}

export type ChunkOutcome =
  | { kind: 'incomplete'; received: number }
  | { kind: 'complete'; bytes: Buffer }
  | { kind: 'bad-range' };

// Content-Range forms: "bytes 0-99/200", "bytes 100-199/*", "bytes */200", "bytes */*".
function parseContentRange(value: string): { start: number | null; total: number | null } | null {
  const match = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(value.trim());
  if (!match) return null;
  return { start: match[1] === undefined ? null : Number(match[1]), total: match[3] === '*' ? null : Number(match[3]) };
}

/** Resumable upload sessions: created by POST ?uploadType=resumable, filled by PUTs with Content-Range. */
export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  create(
    bucket: string,
    name: string,
    contentType: string | undefined,
    metadata: Record<string, string> | undefined,
    origin?: string,
  ): UploadSession {
    const session: UploadSession = {
      id: randomBytes(12).toString('hex'),
      bucket,
      name,
      contentType,
      metadata,
      chunks: [],
      received: 0,
      origin,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    return this.sessions.get(id);
  }

  cancel(id: string): boolean {
    return this.sessions.delete(id);
  }

  put(session: UploadSession, contentRange: string | undefined, chunk: Buffer): ChunkOutcome {
    if (contentRange === undefined) {
      // No Content-Range: the whole object in one request.
      session.chunks.push(chunk);
      session.received += chunk.length;
      this.sessions.delete(session.id);
      return { kind: 'complete', bytes: Buffer.concat(session.chunks) };
    }
    const range = parseContentRange(contentRange);
    if (!range) return { kind: 'bad-range' };
    if (range.start !== null) {
      if (range.start > session.received) return { kind: 'bad-range' };
      // A client resending bytes we already have (after a lost reply) must not duplicate them.
      const skip = session.received - range.start;
      if (skip < chunk.length) {
        session.chunks.push(chunk.subarray(skip));
        session.received += chunk.length - skip;
      }
    }
    if (range.total === null || session.received < range.total)
      return { kind: 'incomplete', received: session.received };
    this.sessions.delete(session.id);
    return { kind: 'complete', bytes: Buffer.concat(session.chunks) };
  }
}
