import { HttpsError } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIconSize, importPkcs12, type SigningKey } from '../engine/index.js';
import { pngBomb } from '../engine/__tests__/support/png-bomb.js';
import { solidPng } from '../__tests__/png.js';
import { apkEngine } from './direct-engine.js';
import { pooledEngine, type PooledEngine } from './pooled-engine.js';

let engine: PooledEngine;
let key: SigningKey;
const config = { url: 'https://shop.example.com/start', appName: 'Shop', versionCode: 7 };
const icon = new Uint8Array(solidPng(512, 512, [16, 122, 92, 255]));

beforeAll(async () => {
  engine = pooledEngine({ workers: 1, timeoutMs: 20_000, heapMb: 128 });
  key = await apkEngine.generateSigningKey({ commonName: 'Shop' });
});
afterAll(async () => {
  await engine.close();
  expect(engine.stats().workers).toBe(0);
});

/** Counts timer callbacks on this thread while `work` runs: a blocked event loop runs none. */
async function ticksDuring(work: Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    await work.catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('the engine in the worker pool', () => {
  it('builds the same APK and App Bundle, byte for byte, as the engine on this thread', async () => {
    const inProcess = await apkEngine.buildApk({ ...config, icon }, key);
    const pooled = await engine.buildApk({ ...config, icon }, key);
    expect(pooled).toEqual(inProcess);
    expect(Buffer.from(pooled.bytes).equals(Buffer.from(inProcess.bytes))).toBe(true);
    expect(await engine.buildBundle(config, key)).toEqual(await apkEngine.buildBundle(config, key));
  });

  it('exports a PKCS#12 keystore that opens to the same key', async () => {
    const p12 = await engine.exportPkcs12(key, 'correct horse battery', 'upload');
    const opened = importPkcs12(p12, 'correct horse battery');
    expect(Buffer.from(opened.certificate).equals(Buffer.from(key.certificate))).toBe(true);
  });

  it("reads a site's icon as the engine on this thread does, and refuses what is no image with a config error", async () => {
    expect(await engine.prepareSiteIcon(icon, 204_800)).toEqual(await apkEngine.prepareSiteIcon(icon, 204_800));
    const error = await engine.prepareSiteIcon(new Uint8Array([1, 2, 3]), 204_800).catch((e: unknown) => e);
    expect(engine.isConfigError(error)).toBe(true);
  });

  it("keeps the engine's config errors: the same class for isConfigError, the same message for the user", async () => {
    const error = await engine.buildApk({ ...config, url: 'ftp://shop.example.com' }, key).catch((e: unknown) => e);
    const expected = await apkEngine.buildApk({ ...config, url: 'ftp://shop.example.com' }, key).catch((e) => e);
    expect(engine.isConfigError(error)).toBe(true);
    expect((error as Error).message).toBe((expected as Error).message);
  });

  it('answers an icon that passes the header check but overruns the time budget with a clear error, the event loop free', async () => {
    // The largest 16-bit PNG the header check lets through (2048x2048, 32 MiB of samples): seconds of decoding on a
    // slow instance. Here the budget is cut to a few milliseconds so the same icon overruns it every time.
    const heavy = await pngBomb(2048);
    expect(() => checkIconSize(heavy)).not.toThrow();
    const strict = pooledEngine({ workers: 1, timeoutMs: 5, heapMb: 128 });
    try {
      const build = strict.buildApk({ ...config, icon: heavy }, key);
      const ticks = await ticksDuring(build);
      const error = await build.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({
        code: 'deadline-exceeded',
        message:
          'The build took longer than 0.005 seconds and was stopped. Please upload a smaller PNG or JPG icon and try again.',
      });
      expect(ticks).toBeGreaterThan(0);
      // The overrunning worker is gone (the next task starts a fresh one), nothing waits.
      expect(strict.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    } finally {
      await strict.close();
    }
  });

  it('keeps the calling thread free while a worker decodes the largest icon the header check allows', async () => {
    const heavy = await pngBomb(2048);
    const ticks = await ticksDuring(engine.buildApk({ ...config, icon: heavy }, key));
    // On this thread the same decode would run no timer at all until it finished.
    expect(ticks).toBeGreaterThan(3);
    expect(await ticksDuring(apkEngine.buildApk({ ...config, icon: heavy }, key))).toBeLessThanOrEqual(1);
  });
});
