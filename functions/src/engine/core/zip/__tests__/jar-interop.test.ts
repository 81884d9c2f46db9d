import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemTool } from '@apkforge/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEndOfCentralDirectory, readZip } from '../zip-reader.js';

// The JDK's jar tool is an independent zip writer (data descriptors, its own extra fields): the engine's reader,
// which the Android shell build also uses for android.jar and dx's jar, must get back what it stored.
const jar = systemTool('jar');

describe.skipIf(jar.skip)('zip reader on archives written by the jar tool', () => {
  let dir = '';
  const text = 'Hello, जार! '.repeat(500);
  const binary = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'apkforge-jar-'));
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
    execFileSync(jar.path!, ['--create', '--file', archive, ...flags, '-C', join(dir, 'in'), '.']);
    const files = readZip(new Uint8Array(await readFile(archive)));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['META-INF/MANIFEST.MF', 'hello.txt', 'nested/data.bin', 'empty']),
    );
    expect(new TextDecoder().decode(files.get('hello.txt'))).toBe(text);
    expect(files.get('nested/data.bin')).toEqual(binary);
    expect(files.get('empty')).toEqual(new Uint8Array(0));
  });

  it('refuses bytes that are not a zip, and a cut-off archive', async () => {
    expect(() => findEndOfCentralDirectory(new TextEncoder().encode('definitely not a zip file at all'))).toThrow(
      /end-of-central-directory/,
    );
    const bytes = new Uint8Array(await readFile(join(dir, 'deflated.jar')));
    expect(() => readZip(bytes.subarray(0, bytes.length - 30))).toThrow();
  });
});
