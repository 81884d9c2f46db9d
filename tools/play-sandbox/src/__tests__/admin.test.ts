import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlaySandbox } from '../server.js';
import { newServiceAccount, officialClient } from './client.js';

const dir = mkdtempSync(join(tmpdir(), 'play-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the stand-in’s own calls (what a developer does in Play Console)', () => {
  it('creates an app, grants a registered service account release rights, and keeps apps in a state file', async () => {
    const stateFile = join(dir, 'state.json');
    const key = newServiceAccount();
    const first = await startPlaySandbox({ port: 0, stateFile });
    const { createPublicKey } = await import('node:crypto');
    const publicKeyPem = createPublicKey(key.private_key).export({ type: 'spki', format: 'pem' }).toString();
    await fetch(`${first.url}/__sandbox/service-accounts`, {
      method: 'POST',
      body: JSON.stringify({ clientEmail: key.client_email, keyId: key.private_key_id, publicKeyPem }),
    });
    const created = await fetch(`${first.url}/__sandbox/apps`, {
      method: 'POST',
      body: JSON.stringify({ packageName: 'in.example.kept', title: 'Kept', grantees: [key.client_email] }),
    });
    expect(created.status).toBe(200);
    const edit = await officialClient(first.url, key).edits.insert(
      { packageName: 'in.example.kept' },
      { rootUrl: `${first.url}/` },
    );
    expect(edit.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await (await fetch(`${first.url}/`)).text()).toContain('in.example.kept');
    await first.stop();

    const second = await startPlaySandbox({ port: 0, stateFile });
    expect(second.state.apps.get('in.example.kept')?.grants).toEqual({ [key.client_email]: 'release' });
    // Open edits do not survive a restart (Play's expire anyway).
    expect(second.state.edits.size).toBe(0);
    await fetch(`${second.url}/__sandbox/apps/in.example.kept/grants`, {
      method: 'POST',
      body: JSON.stringify({ email: key.client_email, release: false }),
    });
    expect(second.state.apps.get('in.example.kept')?.grants).toEqual({});
    await second.stop();
  });

  it('deletes an app with its open edits, for good (the state file too), and says 404 for one it does not know', async () => {
    const stateFile = join(dir, 'deleted.json');
    const key = newServiceAccount();
    const sandbox = await startPlaySandbox({ port: 0, stateFile, serviceAccounts: [key] });
    await fetch(`${sandbox.url}/__sandbox/apps`, {
      method: 'POST',
      body: JSON.stringify({ packageName: 'in.example.gone', title: 'Gone', grantees: [key.client_email] }),
    });
    await officialClient(sandbox.url, key).edits.insert(
      { packageName: 'in.example.gone' },
      { rootUrl: `${sandbox.url}/` },
    );
    expect(sandbox.state.edits.size).toBe(1);
    const deleted = await fetch(`${sandbox.url}/__sandbox/apps/in.example.gone`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(sandbox.state.apps.has('in.example.gone')).toBe(false);
    expect(sandbox.state.edits.size).toBe(0);
    expect((await fetch(`${sandbox.url}/__sandbox/apps/in.example.gone`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/__sandbox/apps/in.example.gone`, { method: 'DELETE' })).status).toBe(404);
    await sandbox.stop();
    const restarted = await startPlaySandbox({ port: 0, stateFile });
    expect(restarted.state.apps.has('in.example.gone')).toBe(false);
    await restarted.stop();
  });
});
