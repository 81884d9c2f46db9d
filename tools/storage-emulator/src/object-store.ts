import { createHash } from 'node:crypto';
import { crc32cBase64 } from './crc32c.js';

export interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  generation: number;
  metageneration: number;
  created: Date;
  updated: Date;
  md5Hash: string;
  crc32c: string;
}

export interface WriteOptions {
  contentType?: string | undefined;
  metadata?: Record<string, string> | undefined;
}

/** All buckets in memory; a bucket exists as soon as something is written to it (like the official emulator). */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private generationCounter = Date.now() * 1000;

  private bucket(name: string): Map<string, StoredObject> {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(name, bucket);
    }
    return bucket;
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()].sort();
  }

  write(bucketName: string, name: string, bytes: Buffer, options: WriteOptions): StoredObject {
    const now = new Date();
    this.generationCounter += 1;
    const stored: StoredObject = {
      bucket: bucketName,
      name,
      bytes,
      contentType: options.contentType || 'application/octet-stream',
      metadata: options.metadata ?? {},
      generation: this.generationCounter,
      metageneration: 1,
      created: now,
      updated: now,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32cBase64(bytes),
    };
    this.bucket(bucketName).set(name, stored);
    return stored;
  }

  read(bucketName: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucketName)?.get(name);
  }

  delete(bucketName: string, name: string): boolean {
    return this.buckets.get(bucketName)?.delete(name) ?? false;
  }

  /** Objects under `prefix`, sorted by name as GCS lists them. */
  list(bucketName: string, prefix: string): StoredObject[] {
    const bucket = this.buckets.get(bucketName);
    if (!bucket) return [];
    return [...bucket.values()]
      .filter((object) => object.name.startsWith(prefix))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  clear(): void {
    this.buckets.clear();
  }
}

/** The JSON "object resource" of the GCS API. */
export function objectResource(object: StoredObject, baseUrl: string): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${object.bucket}/o/${encoded}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${object.bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: Buffer.from(String(object.generation)).toString('base64'),
    timeCreated: object.created.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.created.toISOString(),
    ...(Object.keys(object.metadata).length > 0 ? { metadata: object.metadata } : {}),
  };
}
