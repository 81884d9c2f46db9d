import type { Readable } from 'node:stream';
import type { Storage } from 'firebase-admin/storage';

type Bucket = ReturnType<Storage['bucket']>;

export interface StoredFile {
  size: number;
  contentType: string;
  stream(): Readable;
}

/** A stored file's whole content (our files are small: APKs, bundles, icons, recipes, key backups). */
export async function bytesOfStoredFile(file: StoredFile): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The slice of Cloud Storage the functions use (default bucket), as a port for tests. */
export interface FileStore {
  save(path: string, bytes: Uint8Array, contentType: string, metadata?: Record<string, string>): Promise<void>;
  /** null when the object does not exist. */
  open(path: string): Promise<StoredFile | null>;
  list(prefix: string): Promise<string[]>;
  /** Deletes every object under the prefix; returns how many there were. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Opens a resumable upload session for one object and returns its URL: whoever holds the URL may PUT that one
   * object's bytes (the support console uploads deliverables this way, straight to Storage). `origin` is the web
   * origin the browser uploads from (Storage answers its CORS preflight for this session).
   */
  createUploadSession(path: string, contentType: string, origin: string | undefined): Promise<string>;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 404;
}

export function bucketFiles(bucket: Bucket): FileStore {
  return {
    async save(path, bytes, contentType, metadata) {
      // APKs are small (tens of KB); one multipart request is cheaper than a resumable session.
      await bucket.file(path).save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        resumable: false,
        contentType,
        metadata: { contentType, ...(metadata ? { metadata } : {}) },
      });
    },
    async open(path) {
      const file = bucket.file(path);
      try {
        const [metadata] = await file.getMetadata();
        return {
          size: Number(metadata.size ?? 0),
          contentType: metadata.contentType ?? 'application/octet-stream',
          stream: () => file.createReadStream(),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => file.name);
    },
    async deletePrefix(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      await Promise.all(
        files.map((file) =>
          file.delete().catch((error: unknown) => {
            // Deleted meanwhile (a concurrent cascade): the goal is reached either way.
            if (!isNotFound(error)) throw error;
          }),
        ),
      );
      return files.length;
    },
    async createUploadSession(path, contentType, origin) {
      const [url] = await bucket.file(path).createResumableUpload({
        metadata: { contentType },
        ...(origin ? { origin } : {}),
      });
      return url;
    },
  };
}

/**
 * A FileStore made on its first use: Cloud Storage's client loads about 150 ms of modules into a function's cold
 * start, and most calls of most functions touch no file.
 */
export function lazyFileStore(make: () => FileStore): FileStore {
  let store: FileStore | undefined;
  const files = () => (store ??= make());
  return {
    save: (path, bytes, contentType, metadata) => files().save(path, bytes, contentType, metadata),
    open: (path) => files().open(path),
    list: (prefix) => files().list(prefix),
    deletePrefix: (prefix) => files().deletePrefix(prefix),
    createUploadSession: (path, contentType, origin) => files().createUploadSession(path, contentType, origin),
  };
}
