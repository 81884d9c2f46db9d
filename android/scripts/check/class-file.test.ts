import { systemTool } from '@apkforge/test-kit';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../lib/run.js';
import { readClassFile } from './class-file.js';

// javac is the independent writer: compile a class with every constant pool shape the reader must skip.
const javac = systemTool('javac');

const SOURCES: Record<string, string> = {
  'dev/apkforge/stubs/Since.java': `package dev.apkforge.stubs;
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)
    public @interface Since { int value(); }`,
  'demo/Sample.java': `package demo;
    import dev.apkforge.stubs.Since;
    @Since(33) @Deprecated
    public abstract class Sample extends java.io.InputStream implements Runnable, java.io.Serializable {
      private static final long serialVersionUID = 0x123456789L;
      public static final double RATIO = 2.5;
      public static final String GREETING = "héllo \\u0000 😀";
      @Since(30) public int count;
      protected static float scale = 1.5f;
      private Sample() {}
      @Since(34) public static int level(long a, double[] b, String... c) { return (int) a; }
      public abstract void run();
      @SuppressWarnings("unchecked") java.util.List<String> names() { return null; }
    }`,
  'demo/Marker.java': 'package demo; public interface Marker { int LIMIT = 7; }',
};

describe.skipIf(javac.skip)('readClassFile on javac output', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'apkforge-classfile-'));
    for (const [path, source] of Object.entries(SOURCES)) {
      await mkdir(join(dir, 'src', path, '..'), { recursive: true });
      await writeFile(join(dir, 'src', path), source);
    }
    await run(javac.path!, [
      '-encoding',
      'UTF-8',
      '-d',
      join(dir, 'out'),
      ...Object.keys(SOURCES).map((p) => join(dir, 'src', p)),
    ]);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const read = async (name: string) => readClassFile(new Uint8Array(await readFile(join(dir, 'out', `${name}.class`))));

  it('reads the class, its supertypes and its @Since', async () => {
    const sample = await read('demo/Sample');
    expect(sample).toMatchObject({
      name: 'demo/Sample',
      superName: 'java/io/InputStream',
      interfaces: ['java/lang/Runnable', 'java/io/Serializable'],
      isInterface: false,
      since: 33,
    });
  });

  it('reads fields and methods with descriptors, static and private flags and member @Since', async () => {
    const sample = await read('demo/Sample');
    expect(sample.fields).toEqual([
      { name: 'serialVersionUID', descriptor: 'J', isStatic: true, isPrivate: true, since: null },
      { name: 'RATIO', descriptor: 'D', isStatic: true, isPrivate: false, since: null },
      { name: 'GREETING', descriptor: 'Ljava/lang/String;', isStatic: true, isPrivate: false, since: null },
      { name: 'count', descriptor: 'I', isStatic: false, isPrivate: false, since: 30 },
      { name: 'scale', descriptor: 'F', isStatic: true, isPrivate: false, since: null },
    ]);
    const methods = Object.fromEntries(sample.methods.map((m) => [m.name, m]));
    expect(methods['<init>']).toMatchObject({ descriptor: '()V', isPrivate: true, since: null });
    expect(methods['level']).toMatchObject({ descriptor: '(J[D[Ljava/lang/String;)I', isStatic: true, since: 34 });
    expect(methods['run']).toMatchObject({ descriptor: '()V', isStatic: false });
    expect(methods['names']).toMatchObject({ descriptor: '()Ljava/util/List;' });
    expect(methods['<clinit>']).toBeDefined();
  });

  it('reads interfaces and their constants', async () => {
    expect(await read('demo/Marker')).toMatchObject({
      name: 'demo/Marker',
      superName: 'java/lang/Object',
      isInterface: true,
      since: null,
    });
    expect((await read('demo/Marker')).fields).toEqual([
      { name: 'LIMIT', descriptor: 'I', isStatic: true, isPrivate: false, since: null },
    ]);
  });

  it('rejects bytes that are not a class file', () => {
    expect(() => readClassFile(new Uint8Array([0xca, 0xfe, 0xd0, 0x0d, 0, 0, 0, 0x34]))).toThrow(/magic/);
  });
});
