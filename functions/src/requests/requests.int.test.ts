import { beforeAll, describe, expect, it } from 'vitest';
import { call, db, newUser, PROJECT_ID, read, STACK, type TestUser } from '../__tests__/stack.js';
import { requestInput } from '../contracts/__fixtures__/records.js';
import { databaseNamespaceOf } from '../contracts/local-stack.js';
import { REQUEST_QUOTA_MESSAGE } from '../contracts/limits.js';
import type { RequestInput } from '../contracts/request-input.js';
import type { RequestRecord } from '../contracts/requests.js';

// The request callables on the running stack : the functions emulator
// writes through the admin SDK into our database emulator, whose rules refuse every client write under requests/.
let asha: TestUser;

const input = (overrides: Partial<RequestInput> = {}): RequestInput =>
  requestInput({ appName: 'Integration Shop', ...overrides });

async function created(user: TestUser, overrides: Partial<RequestInput> = {}): Promise<string> {
  const outcome = await call<{ requestId: string }>('createRequest', input(overrides), user.idToken);
  if (!outcome.ok) throw new Error(`createRequest failed: ${outcome.status} ${outcome.message}`);
  return outcome.result.requestId;
}

/** A client write as the web SDK would send it, over the database's REST API with the user's ID token. */
function clientPut(user: TestUser, path: string, value: unknown): Promise<Response> {
  const query = `ns=${databaseNamespaceOf(PROJECT_ID)}&auth=${user.idToken}`;
  return fetch(`http://${STACK.database}/${path}.json?${query}`, { method: 'PUT', body: JSON.stringify(value) });
}

beforeAll(async () => {
  asha = await newUser('requests-asha');
});

describe('createRequest, updateRequestText, deleteRequest', () => {
  it('creates with server-made id and timestamps, edits with a server time, deletes while unpaid', async () => {
    const before = Date.now();
    const requestId = await created(asha);
    expect(requestId).toMatch(/^[-0-9A-Za-z_]{20}$/);
    const stored = (await read<RequestRecord>(`requests/${asha.uid}/${requestId}`)) as RequestRecord;
    expect(stored).toMatchObject({
      id: requestId,
      planName: 'AAB Bundle File for Publishing',
      amountInr: 39,
      accountHolderEmail: asha.email,
      status: 'Queued',
      paymentStatus: 'unpaid',
    });
    expect(stored.createdAt).toBeGreaterThanOrEqual(before);
    expect(stored.createdAtISO).toBe(new Date(stored.createdAt).toISOString());
    expect(stored.updatedAtISO).toBe(new Date(stored.updatedAt).toISOString());

    const edited = await call<{ updatedAt: number }>(
      'updateRequestText',
      { requestId, field: 'description', value: '  Edited  ' },
      asha.idToken,
    );
    expect(edited.ok).toBe(true);
    const after = (await read<RequestRecord>(`requests/${asha.uid}/${requestId}`)) as RequestRecord;
    expect(after.description).toBe('Edited');
    expect(after.updatedAtISO).toBe(new Date(after.updatedAt).toISOString());

    await db().ref(`timeline/${asha.uid}/${requestId}/created`).set({ id: 'created', at: 1, kind: 'created' });
    expect(await call('deleteRequest', { requestId }, asha.idToken)).toEqual({ ok: true, result: { deleted: true } });
    expect(await read(`requests/${asha.uid}/${requestId}`)).toBeNull();
    expect(await read(`timeline/${asha.uid}/${requestId}`)).toBeNull();
  });

  it('answers invalid-argument with the field the form marks', async () => {
    const outcome = await call('createRequest', input({ email: 'not-an-email' }), asha.idToken);
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address',
    });
  });

  it('refuses direct client writes under requests/, whatever their shape', async () => {
    const requestId = await created(asha);
    const response = await clientPut(
      asha,
      `requests/${asha.uid}/${requestId}/updatedAtISO`,
      '2999-01-01T00:00:00.000Z',
    );
    expect([401, 403]).toContain(response.status);
    expect(await read(`requests/${asha.uid}/${requestId}/updatedAtISO`)).not.toBe('2999-01-01T00:00:00.000Z');
  });

  it('refuses the 21st open unpaid request with the quota message', async () => {
    const ravi = await newUser('requests-quota');
    const codes: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const outcome = await call('createRequest', input({ appName: `Quota ${index}` }), ravi.idToken);
      codes.push(outcome.ok ? 'ok' : `${outcome.status}: ${outcome.message}`);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('ok'));
    expect(codes[20]).toBe(`RESOURCE_EXHAUSTED: ${REQUEST_QUOTA_MESSAGE}`);
    expect(Object.keys((await read(`requests/${ravi.uid}`)) ?? {})).toHaveLength(20);
  });
});
