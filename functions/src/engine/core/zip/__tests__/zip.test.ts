import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import {
  findEndOfCentralDirectory,
  MAX_ENTRY_SIZE,
  readZip,
  readZipEntries,
  readZipEntryData,
  ZipFormatError,
} from '../zip-reader.js';
import { writeZip, type ZipEntryInput } from '../zip-writer.js';

const text = (s: string) => new TextEncoder().encode(s);

const entries: ZipEntryInput[] = [
  { name: 'AndroidManifest.xml', data: text('manifest '.repeat(50)), stored: false },
  { name: 'resources.arsc', data: Uint8Array.from({ length: 301 }, (_, i) => i & 0xff), stored: true, alignment: 4 },
  { name: 'res/a.png', data: Uint8Array.from({ length: 3 }, (_, i) => i), stored: true },
  { name: 'res/odd-name-ü.txt', data: text('x'), stored: true, alignment: 4 },
  { name: 'empty', data: new Uint8Array(0), stored: false },
];

describe('zip writer -> reader', () => {
  it('round-trips names, contents and methods in order', () => {
    const zip = writeZip(entries);
    const read = readZipEntries(zip);
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    read.forEach((e, i) => {
      expect(readZipEntryData(zip, e)).toEqual(entries[i]!.data);
      expect(e.method).toBe(entries[i]!.stored ? 0 : 8);
    });
  });

  it('aligns every stored entry on 4 bytes with the 0xd935 extra field', () => {
    const zip = writeZip(entries);
    for (const e of readZipEntries(zip).filter((x) => x.method === 0)) {
      expect(e.dataOffset % 4).toBe(0);
      expect(e.localExtra[0]! | (e.localExtra[1]! << 8)).toBe(0xd935);
    }
  });

  it('is deterministic and carries the fixed 1981-01-01 timestamp', () => {
    const a = writeZip(entries);
    expect(writeZip(entries)).toEqual(a);
    const view = new DataView(a.buffer);
    expect(view.getUint16(10, true)).toBe(0);
    expect(view.getUint16(12, true)).toBe((1 << 9) | (1 << 5) | 1);
  });

  it('rejects duplicate names, corrupt data and missing records', () => {
    expect(() => writeZip([entries[0]!, entries[0]!])).toThrow(/duplicate/);
    const zip = writeZip(entries);
    const corrupt = zip.slice();
    const arsc = readZipEntries(zip)[1]!;
    corrupt[arsc.dataOffset + 10] = corrupt[arsc.dataOffset + 10]! ^ 0xff;
    expect(() => readZip(corrupt)).toThrow(ZipFormatError);
    expect(() => findEndOfCentralDirectory(zip.subarray(0, zip.length - 5))).toThrow(ZipFormatError);
  });

  it('refuses an entry whose declared size is beyond any APK entry before inflating it', () => {
    const zip = writeZip(entries);
    const manifest = readZipEntries(zip)[0]!;
    expect(() => readZipEntryData(zip, { ...manifest, size: MAX_ENTRY_SIZE + 1 })).toThrow(/too large/);
  });

  const python = systemTool('python3');
  it.skipIf(python.skip)('is read by an independent implementation (Python zipfile)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    try {
      const path = join(dir, 'a.zip');
      writeFileSync(path, writeZip(entries));
      const script =
        'import sys,zipfile,json;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print(json.dumps([[i.filename,i.file_size,i.compress_type,i.date_time[0]] for i in z.infolist()]))';
      const listed = JSON.parse(execFileSync(python.path!, ['-c', script, path], { encoding: 'utf8' }));
      expect(listed).toEqual(entries.map((e) => [e.name, e.data.length, e.stored ? 0 : 8, 1981]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
