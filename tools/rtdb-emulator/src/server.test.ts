import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTUALLY } from '@apkforge/test-kit';
import { PortInUseError, startRtdbEmulator } from './server.js';

describe('emulator lifecycle', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtdb-server-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reloads the rules file while running and applies it to namespaces without their own rules', async () => {
    const rulesPath = join(dir, 'database.rules.json');
    await writeFile(rulesPath, '{ "rules": { ".read": false } }');
    const emulator = await startRtdbEmulator({ port: 0, rulesPath });
    try {
      expect((await fetch(`${emulator.url}/x.json`)).status).toBe(401);
      await fetch(`${emulator.url}/.settings/rules.json?ns=own-rules`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: '{ "rules": {} }',
      });
      await writeFile(rulesPath, '{\n  // opened for the test\n  "rules": { ".read": true }\n}');
      await vi.waitFor(async () => expect((await fetch(`${emulator.url}/x.json`)).status).toBe(200), EVENTUALLY);
      expect((await fetch(`${emulator.url}/x.json?ns=own-rules`)).status).toBe(401);
    } finally {
      await emulator.stop();
    }
  });

  it('says clearly when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startRtdbEmulator({ port })).rejects.toThrow(PortInUseError);
      await expect(startRtdbEmulator({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses rules that do not compile at start', async () => {
    await expect(startRtdbEmulator({ port: 0, rules: { rules: { '.read': 'nope(' } } })).rejects.toThrow(/\.read/);
  });

  it('can be stopped twice', async () => {
    const emulator = await startRtdbEmulator({ port: 0 });
    await Promise.all([emulator.stop(), emulator.stop()]);
    await expect(fetch(`${emulator.url}/.json`)).rejects.toThrow();
  });
});
