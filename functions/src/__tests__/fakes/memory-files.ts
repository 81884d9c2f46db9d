import { Readable } from 'node:stream';
import type { FileStore, StoredFile } from '../../platform/files.js';

interface Entry {
  bytes: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

export class MemoryFiles implements FileStore {
  readonly objects = new Map<string, Entry>();
  /** Upload sessions opened, by path: what a browser would PUT to. */
  readonly uploadSessions = new Map<string, { contentType: string; origin: string | undefined }>();

  async save(
    path: string,
    bytes: Uint8Array,
    contentType: string,
    metadata: Record<string, string> = {},
  ): Promise<void> {
    this.objects.set(path, { bytes: Buffer.from(bytes), contentType, metadata });
  }

  async open(path: string): Promise<StoredFile | null> {
    const entry = this.objects.get(path);
    if (!entry) return null;
    return { size: entry.bytes.length, contentType: entry.contentType, stream: () => Readable.from([entry.bytes]) };
  }

  async list(prefix: string): Promise<string[]> {
    return [...this.objects.keys()].filter((name) => name.startsWith(prefix)).sort();
  }

  async deletePrefix(prefix: string): Promise<number> {
    const names = await this.list(prefix);
    for (const name of names) this.objects.delete(name);
    return names.length;
  }

  async createUploadSession(path: string, contentType: string, origin: string | undefined): Promise<string> {
    this.uploadSessions.set(path, { contentType, origin });
    return `http://storage.test/upload?name=${encodeURIComponent(path)}`;
  }
}
