import { describe, expect, it } from 'vitest';
import { caller, codeOf, NOW } from '../../__tests__/fixtures.js';
import { requestInput } from '../../contracts/__fixtures__/records.js';
import { quotaPath, requestPath, userRequestsPath } from '../../contracts/database-paths.js';
import { ICON_MAX_BYTES, REQUEST_QUOTA_MESSAGE } from '../../contracts/limits.js';
import type { RequestRecord } from '../../contracts/requests.js';
import { createRequest } from '../create-request.js';
import { requestSetup } from './request-setup.js';

const asha = caller('asha');

async function outcome(run: Promise<unknown>): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await run;
    return { code: 'ok', message: '' };
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, ...(details === undefined ? {} : { details }) };
  }
}

describe('createRequest: the server writes what only it decides', () => {
  it('stores the initial state, the catalog plan and one clock reading for both timestamps', async () => {
    const deps = requestSetup();
    const { requestId } = await createRequest(
      deps,
      asha,
      requestInput({ appName: '  Shop  ', phone: ' 98765 43210 ' }),
    );
    expect(requestId).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(deps.db.read(requestPath('asha', requestId))).toEqual({
      id: requestId,
      url: 'https://shop.example.in',
      appName: 'Shop',
      email: 'contact@shop.example.in',
      accountHolderEmail: 'asha@example.com',
      phone: '98765 43210',
      description: 'Menu and orders',
      extraInstructions: '',
      planId: 'aab_bundle',
      planName: 'AAB Bundle File for Publishing',
      amountInr: 39,
      iconDataUrl: '',
      status: 'Queued',
      progressPercent: 0,
      paymentStatus: 'unpaid',
      createdAt: NOW,
      createdAtISO: new Date(NOW).toISOString(),
      updatedAt: NOW,
      updatedAtISO: new Date(NOW).toISOString(),
      // "Request received" joined its timeline (and was emailed) right after.
      lastActivityAt: NOW,
    });
    expect(deps.db.read(`timeline/asha/${requestId}/created-${requestId}`)).toEqual({
      id: `created-${requestId}`,
      at: NOW,
      kind: 'created',
      by: 'customer',
    });
    expect(deps.mailer.sent).toHaveLength(1);
    expect(deps.mailer.sent[0]).toMatchObject({ to: 'asha@example.com', subject: 'Shop: we received your request' });
    expect(deps.mailer.sent[0]?.text).toContain(`http://localhost:5000/dashboard?request=${requestId}`);
    expect(deps.mailer.sent[0]?.html).toContain('Pay ₹39 to start: your files are built the moment you pay.');
  });

  it('keeps the request when "request received" cannot be recorded (logged, never a failed submission)', async () => {
    const deps = requestSetup();
    deps.mailer.failNext(1);
    const { requestId } = await createRequest(deps, asha, requestInput());
    expect(deps.db.read(requestPath('asha', requestId))).not.toBeNull();
    // The mail server failing leaves the message pending for the sweep.
    expect(deps.db.read(`outbox/created-${requestId}`)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('leaves amountInr out for the custom plan', async () => {
    const deps = requestSetup();
    const { requestId } = await createRequest(deps, asha, requestInput({ planId: 'other' }));
    const stored = deps.db.read(requestPath('asha', requestId)) as RequestRecord;
    expect(stored.planName).toBe('Other (Custom Requirement)');
    expect('amountInr' in stored).toBe(false);
  });

  it('ignores nothing a client sends: timestamps, state, price or ids are unknown fields', async () => {
    const deps = requestSetup();
    for (const extra of [
      { createdAt: Date.UTC(2999, 0, 1) },
      { createdAtISO: '2999-01-01T00:00:00.000Z' },
      { paymentStatus: 'paid' },
      { amountInr: 1 },
      { id: 'chosen-id' },
      { status: 'completed' },
    ]) {
      expect(await outcome(createRequest(deps, asha, { ...requestInput(), ...extra }))).toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect(deps.db.read(userRequestsPath('asha'))).toBeNull();
  });

  it('answers invalid-argument with the form message and the field (the shared validator)', async () => {
    const deps = requestSetup();
    expect(await outcome(createRequest(deps, asha, requestInput({ email: 'not-an-email' })))).toEqual({
      code: 'invalid-argument',
      message: 'Please enter a valid email address',
      details: { field: 'email' },
    });
    expect(await outcome(createRequest(deps, asha, requestInput({ url: 'https://my shop.example.com' })))).toEqual({
      code: 'invalid-argument',
      message: 'Please enter a valid URL.',
      details: { field: 'url' },
    });
    expect(await outcome(createRequest(deps, asha, requestInput({ url: 'shop.example.in' })))).toMatchObject({
      message: 'URL must start with http:// or https://',
      details: { field: 'url' },
    });
    expect(await outcome(createRequest(deps, asha, requestInput({ planId: 'free' })))).toMatchObject({
      details: { field: 'planId' },
    });
    expect(await outcome(createRequest(deps, asha, requestInput({ appName: 42 as unknown as string })))).toMatchObject({
      code: 'invalid-argument',
      details: { field: 'appName' },
    });
    expect(await codeOf(createRequest(deps, asha, null))).toBe('invalid-argument');
    expect(deps.db.read(userRequestsPath('asha'))).toBeNull();
  });

  it('keeps the icon within ICON_MAX_BYTES', async () => {
    const deps = requestSetup();
    const png = (bytes: number) => {
      const data = Buffer.alloc(bytes, 1);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
      return `data:image/png;base64,${data.toString('base64')}`;
    };
    expect(await codeOf(createRequest(deps, asha, requestInput({ iconDataUrl: png(ICON_MAX_BYTES) })))).toBe('ok');
    expect(await outcome(createRequest(deps, asha, requestInput({ iconDataUrl: png(ICON_MAX_BYTES + 1) })))).toEqual({
      code: 'invalid-argument',
      message: 'Icon too large. Please upload an image under 200KB.',
      details: { field: 'iconDataUrl' },
    });
  });
});

describe('createRequest: extra hosts (contracts/extra-hosts.ts)', () => {
  it('stores them as the rule normalises them, and nothing when there are none or the field is absent', async () => {
    const deps = requestSetup();
    const { requestId } = await createRequest(
      deps,
      asha,
      requestInput({ extraHosts: ['Pay.Example-Gateway.in', 'https://pay.example-gateway.in/', 'kyc.example.com'] }),
    );
    // The database keeps an array as an object of numeric keys; the SDKs read it back as the array.
    expect(Object.values((deps.db.read(requestPath('asha', requestId)) as RequestRecord).extraHosts!)).toEqual([
      'pay.example-gateway.in',
      'kyc.example.com',
    ]);
    const { extraHosts: _none, ...withoutField } = requestInput();
    for (const input of [requestInput({ extraHosts: [] }), withoutField]) {
      const created = await createRequest(deps, asha, input);
      expect('extraHosts' in (deps.db.read(requestPath('asha', created.requestId)) as RequestRecord)).toBe(false);
    }
  });

  it('refuses a bad host with its message and the field, the Public Suffix List included', async () => {
    const deps = requestSetup();
    expect(await outcome(createRequest(deps, asha, requestInput({ extraHosts: ['login.live.com'] })))).toEqual({
      code: 'invalid-argument',
      message:
        '"login.live.com" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.',
      details: { field: 'extraHosts' },
    });
    expect(await outcome(createRequest(deps, asha, requestInput({ extraHosts: ['shop.web.app', 'web.app'] })))).toEqual(
      {
        code: 'invalid-argument',
        message: '"web.app" is shared by many sites and cannot be listed. Enter the host of one site.',
        details: { field: 'extraHosts' },
      },
    );
    expect(
      await outcome(
        createRequest(deps, asha, { ...requestInput(), extraHosts: 'pay.example.com' as unknown as string[] }),
      ),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Extra hosts must be a list of host names.',
      details: { field: 'extraHosts' },
    });
    expect(deps.db.read(userRequestsPath('asha'))).toBeNull();
  });
});

describe('createRequest: pull-to-refresh (docs/shell-contract.md "Pull to refresh")', () => {
  it('stores false when the owner turned it off, and nothing when it is on or absent (absent means on)', async () => {
    const deps = requestSetup();
    const off = await createRequest(deps, asha, requestInput({ pullToRefresh: false }));
    expect((deps.db.read(requestPath('asha', off.requestId)) as RequestRecord).pullToRefresh).toBe(false);
    const { pullToRefresh: _absent, ...withoutField } = requestInput();
    for (const input of [requestInput({ pullToRefresh: true }), withoutField]) {
      const created = await createRequest(deps, asha, input);
      expect('pullToRefresh' in (deps.db.read(requestPath('asha', created.requestId)) as RequestRecord)).toBe(false);
    }
  });

  it('refuses anything but a boolean, naming the field, and stores nothing', async () => {
    const deps = requestSetup();
    for (const pullToRefresh of ['false', 0, null, { off: true }]) {
      expect(
        await outcome(createRequest(deps, asha, { ...requestInput(), pullToRefresh })),
        String(pullToRefresh),
      ).toEqual({
        code: 'invalid-argument',
        message: 'pullToRefresh must be true or false.',
        details: { field: 'pullToRefresh' },
      });
    }
    expect(deps.db.read(userRequestsPath('asha'))).toBeNull();
  });
});

describe('createRequest quota', () => {
  it('refuses the 21st open unpaid request: 200 attempts, 20 stored', async () => {
    const deps = requestSetup();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      // Two minutes apart: 200 attempts span more than the hourly window, so only the open count can refuse.
      deps.clock.advance(2 * 60_000);
      outcomes.push((await outcome(createRequest(deps, asha, requestInput()))).code);
    }
    expect(outcomes.indexOf('resource-exhausted')).toBe(20);
    expect(outcomes.filter((code) => code === 'ok')).toHaveLength(20);
    expect(Object.keys(deps.db.read(userRequestsPath('asha')) as object)).toHaveLength(20);
    expect(await outcome(createRequest(deps, asha, requestInput()))).toEqual({
      code: 'resource-exhausted',
      message: REQUEST_QUOTA_MESSAGE,
    });
  });

  it('refuses the 31st creation within an hour, and accepts again once the hour has passed', async () => {
    const deps = requestSetup();
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const { requestId } = await createRequest(deps, asha, requestInput());
      ids.push(requestId);
      // Deleting keeps the open count low: only the hourly count can refuse.
      deps.db.write(requestPath('asha', requestId), null);
      deps.db.write(`${quotaPath('asha')}/open/${requestId}`, null);
      deps.clock.advance(60_000);
    }
    expect(await outcome(createRequest(deps, asha, requestInput()))).toEqual({
      code: 'resource-exhausted',
      message: REQUEST_QUOTA_MESSAGE,
    });
    deps.clock.advance(31 * 60_000);
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('ok');
  });

  it('counts each account on its own', async () => {
    const deps = requestSetup();
    for (let index = 0; index < 20; index += 1) await createRequest(deps, asha, requestInput());
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('resource-exhausted');
    expect(await codeOf(createRequest(deps, caller('ravi'), requestInput()))).toBe('ok');
  });

  it('counts the requests of an account that predates the quota', async () => {
    const deps = requestSetup();
    for (let index = 0; index < 25; index += 1)
      deps.db.write(requestPath('asha', `old${index}`), { paymentStatus: index < 6 ? 'paid' : 'unpaid', createdAt: 1 });
    // 19 open unpaid: one more fits, then the quota is full.
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('ok');
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('resource-exhausted');
  });

  it('frees a slot when an open request turns out to be gone or paid (a release that never happened)', async () => {
    const deps = requestSetup();
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) ids.push((await createRequest(deps, asha, requestInput())).requestId);
    deps.db.write(requestPath('asha', ids[3] ?? ''), null);
    deps.db.write(`${requestPath('asha', ids[4] ?? '')}/paymentStatus`, 'paid');
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('ok');
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('ok');
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('resource-exhausted');
  });

  it('gives the slot back when the request cannot be written', async () => {
    const deps = requestSetup();
    deps.db.failNext('set');
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toMatch(/injected set failure/);
    expect(deps.db.read(quotaPath('asha'))).toMatchObject({ countedAt: NOW });
    expect(deps.db.read(`${quotaPath('asha')}/open`)).toBeNull();
    expect(deps.db.read(`${quotaPath('asha')}/recent`)).toBeNull();
  });
});
