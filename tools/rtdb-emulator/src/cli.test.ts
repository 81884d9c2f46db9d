import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, 'cli.ts');

function run(args: string[]): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  ready: Promise<string>;
  exit: Promise<number | null>;
} {
  // Node with tsx's loader rather than the tsx command: the command relays SIGTERM to its child and, when the child
  // does not acknowledge it within 30 ms (a busy machine), kills it and exits 143 itself.
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: 'pipe', cwd: here });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /rtdb-emulator ready on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.on('exit', () => reject(new Error(`exited before ready: ${output}`)));
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Tests that expect an early exit never await `ready`; keep its rejection from going unhandled.
  ready.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, ready, exit };
}

describe('rtdb-emulator command', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('prints the ready line, serves, and exports to the import folder on SIGTERM', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtdb-cli-'));
    const process = run(['--port', '0', '--import', dir, '--export-on-exit']);
    const url = await process.ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await fetch(`${url}/plans/basic.json`, { method: 'PUT', body: '{"priceInr":1}' });
    process.child.kill('SIGTERM');
    expect(await process.exit).toBe(0);
    const file = join(dir, 'database_export', 'demo-apkforge-default-rtdb.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ plans: { basic: { priceInr: 1 } } });
  });

  it('fails with a clear message when the port is busy', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const process = run(['--port', String(port)]);
      expect(await process.exit).toBe(1);
      expect(process.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('explains bad arguments with the usage', async () => {
    const process = run(['--export-on-exit']);
    expect(await process.exit).toBe(2);
    expect(process.output()).toContain('--export-on-exit needs a folder');
    expect(process.output()).toContain('Usage: rtdb-emulator');
  });
});
