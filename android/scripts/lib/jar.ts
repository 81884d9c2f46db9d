import { readZipEntries, readZipEntryData, type ZipEntry } from '../../../functions/src/engine/core/zip/zip-reader.js';

/**
 * A jar (android.jar, the stub jar, dx's jar) read with the packaging engine's zip reader: entries are listed
 * once and inflated only when asked for, since android.jar holds thousands of classes and a check reads a few.
 */
export class Jar {
  private readonly entries: Map<string, ZipEntry>;

  constructor(private readonly bytes: Uint8Array) {
    this.entries = new Map(readZipEntries(bytes).map((entry) => [entry.name, entry]));
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, or null when the jar has no such entry. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    return entry ? readZipEntryData(this.bytes, entry) : null;
  }
}
