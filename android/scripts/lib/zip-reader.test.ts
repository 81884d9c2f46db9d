import { systemTool } from '@apkforge/test-kit';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './run.js';
import { ZipReader } from './zip-reader.js';

// The JDK's jar tool is an independent zip writer: our reader must get back what it stored.
const jar = systemTool('jar');

describe.skipIf(jar.skip)('ZipReader on archives written by the jar tool', () => {
  let dir = '';
  const text = 'Hello, जार! '.repeat(500);
  const binary = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'apkforge-zip-'));
    await mkdir(join(dir, 'in/nested'), { recursive: true });
    await writeFile(join(dir, 'in/hello.txt'), text);
    await writeFile(join(dir, 'in/nested/data.bin'), binary);
    await writeFile(join(dir, 'in/empty'), '');
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['deflated', []],
    ['stored', ['--no-compress']],
  ])('reads %s entries back byte for byte', async (kind, flags) => {
    const archive = join(dir, `${kind}.jar`);
    await run(jar.path!, ['--create', '--file', archive, ...flags, '-C', join(dir, 'in'), '.']);
    const zip = new ZipReader(new Uint8Array(await readFile(archive)));
    expect(zip.names()).toEqual(
      expect.arrayContaining(['META-INF/MANIFEST.MF', 'hello.txt', 'nested/data.bin', 'empty']),
    );
    expect(new TextDecoder().decode(zip.read('hello.txt')!)).toBe(text);
    expect(zip.read('nested/data.bin')).toEqual(binary);
    expect(zip.read('empty')).toEqual(new Uint8Array(0));
    expect(zip.read('missing.txt')).toBeNull();
    expect(zip.has('hello.txt')).toBe(true);
  });

  it('refuses bytes that are not a zip, and a cut-off archive', async () => {
    expect(() => new ZipReader(new TextEncoder().encode('definitely not a zip file at all'))).toThrow(
      /end of central directory/,
    );
    const archive = join(dir, 'deflated.jar');
    const bytes = new Uint8Array(await readFile(archive));
    expect(() => new ZipReader(bytes.subarray(0, bytes.length - 30))).toThrow();
  });
});
