import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEYS } from './sdk.js';

describe('CLI', () => {
  it('reads keys from the environment, prints the ready line and exits 0 on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--secrets', '/nonexistent'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      },
    });
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const url = /^razorpay-sandbox ready on (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(line)?.[1];
    expect(url).toBeDefined();
    const script = await fetch(`${url}/v1/checkout.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain(`var SANDBOX_ORIGIN = "${url}"`);
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  });

  it('refuses to start without keys', async () => {
    const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const env = { ...process.env };
    delete env.RAZORPAY_KEY_ID;
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--secrets', '/nonexistent'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/keyId is required/);
  });
});
