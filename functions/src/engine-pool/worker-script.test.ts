import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { siblingScript, startWorker } from './worker-script.js';

const dir = mkdtempSync(join(tmpdir(), 'worker-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `script`, sends it one message and returns its first answer. */
async function roundTrip(script: URL, message: unknown): Promise<unknown> {
  const worker = startWorker(script, {});
  try {
    worker.postMessage(message);
    const [answer] = (await once(worker, 'message')) as [unknown];
    return answer;
  } finally {
    await worker.terminate();
  }
}

describe('the engine worker script', () => {
  it('is the compiled sibling in functions/lib and the TypeScript sibling when the source runs', () => {
    expect(siblingScript('file:///srv/functions/lib/engine-pool/pooled-engine.js', 'engine-worker').href).toBe(
      'file:///srv/functions/lib/engine-pool/engine-worker.js',
    );
    expect(siblingScript('file:///repo/functions/src/engine-pool/pooled-engine.ts', 'engine-worker').href).toBe(
      'file:///repo/functions/src/engine-pool/engine-worker.ts',
    );
  });

  // What Cloud Functions and the emulator run: compiled JavaScript, started as it is. tsx is a devDependency, absent
  // from the deployed function, so this path must not load it: TypeScript stays unknown in that thread.
  it('starts compiled JavaScript directly, without loading tsx', async () => {
    const script = join(dir, 'echo-worker.mjs');
    writeFileSync(join(dir, 'other.ts'), 'export const typed: number = 1;');
    writeFileSync(
      script,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', async (m) => {
         const typescript = await import('./other.ts').then(() => 'loaded', (e) => e.code);
         parentPort.postMessage({ echo: m, typescript });
       });`,
    );
    expect(await roundTrip(pathToFileURL(script), 'hello')).toEqual({
      echo: 'hello',
      typescript: 'ERR_UNKNOWN_FILE_EXTENSION',
    });
  });

  it('starts a TypeScript source through tsx in the new thread', async () => {
    // An ES module like the functions package's sources (its package.json says "type": "module").
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    const script = join(dir, 'typed-worker.ts');
    writeFileSync(
      script,
      `import { parentPort } from 'node:worker_threads';
       const double = (n: number): number => n * 2;
       parentPort!.on('message', (m: number) => parentPort!.postMessage(double(m)));`,
    );
    expect(await roundTrip(pathToFileURL(script), 21)).toBe(42);
  });
});
