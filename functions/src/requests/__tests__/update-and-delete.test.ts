import { describe, expect, it } from 'vitest';
import { caller, codeOf, NOW, unpaidRequest } from '../../__tests__/fixtures.js';
import { requestInput } from '../../contracts/__fixtures__/records.js';
import { deliverablePath, quotaPath, requestPath, timelineEntryPath } from '../../contracts/database-paths.js';
import { createRequest } from '../create-request.js';
import { deleteRequest, requestStoragePrefix } from '../delete-request.js';
import { updateRequestText } from '../update-request-text.js';
import { requestSetup } from './request-setup.js';

const asha = caller('asha');

describe('updateRequestText', () => {
  it('saves the trimmed text with a server-time updatedAt and its ISO twin from the same reading', async () => {
    const deps = requestSetup();
    deps.db.write(requestPath('asha', 'req1'), unpaidRequest('req1'));
    deps.clock.advance(5_000);
    const result = await updateRequestText(deps, asha, {
      requestId: 'req1',
      field: 'description',
      value: '  New text \n',
    });
    expect(result).toEqual({ updatedAt: NOW + 5_000 });
    expect(deps.db.read(requestPath('asha', 'req1'))).toMatchObject({
      description: 'New text',
      updatedAt: NOW + 5_000,
      updatedAtISO: new Date(NOW + 5_000).toISOString(),
      createdAt: NOW - 60_000,
    });
    await updateRequestText(deps, asha, { requestId: 'req1', field: 'extraInstructions', value: 'Blue' });
    expect(deps.db.read(`${requestPath('asha', 'req1')}/extraInstructions`)).toBe('Blue');
  });

  it('edits only the two texts, only unpaid, only the caller’s own request', async () => {
    const deps = requestSetup();
    deps.db.write(requestPath('asha', 'req1'), unpaidRequest('req1'));
    deps.db.write(requestPath('asha', 'paid'), { ...unpaidRequest('paid'), paymentStatus: 'paid' });
    deps.db.write(requestPath('ravi', 'theirs'), unpaidRequest('theirs'));
    const edit = (data: unknown) => codeOf(updateRequestText(deps, asha, data));
    expect(await edit({ requestId: 'req1', field: 'status', value: 'completed' })).toBe('invalid-argument');
    expect(await edit({ requestId: 'req1', field: 'amountInr', value: '1' })).toBe('invalid-argument');
    expect(await edit({ requestId: 'req1', field: 'description', value: 7 })).toBe('invalid-argument');
    expect(await edit({ requestId: 'req1', field: 'description', value: 'x'.repeat(5001) })).toBe('invalid-argument');
    expect(await edit({ requestId: '../x', field: 'description', value: 'x' })).toBe('invalid-argument');
    expect(await edit({ requestId: 'paid', field: 'description', value: 'x' })).toBe('failed-precondition');
    expect(await edit({ requestId: 'theirs', field: 'description', value: 'x' })).toBe('not-found');
    expect(deps.db.read(`${requestPath('ravi', 'theirs')}/description`)).toBe(unpaidRequest('theirs').description);
    expect(await edit({ requestId: 'req1', field: 'description', value: 'x'.repeat(5000) })).toBe('ok');
  });
});

describe('deleteRequest', () => {
  it('removes an unpaid request with its timeline, deliverables, files and quota slot', async () => {
    const deps = requestSetup();
    const { requestId } = await createRequest(deps, asha, requestInput());
    deps.db.write(timelineEntryPath('asha', requestId, 'created'), { id: 'created', at: NOW, kind: 'created' });
    deps.db.write(deliverablePath('asha', requestId, 'd1'), { id: 'd1', kind: 'file', status: 'ready' });
    await deps.files.save(
      `${requestStoragePrefix('asha', requestId)}d1/notes.pdf`,
      new Uint8Array([1]),
      'application/pdf',
    );
    await deps.files.save('users/asha/builds/b1.apk', new Uint8Array([2]), 'application/octet-stream');
    expect(deps.db.read(`${quotaPath('asha')}/open/${requestId}`)).toBe(NOW);

    expect(await deleteRequest(deps, asha, { requestId })).toEqual({ deleted: true });
    expect(deps.db.read(requestPath('asha', requestId))).toBeNull();
    expect(deps.db.read(`timeline/asha/${requestId}`)).toBeNull();
    expect(deps.db.read(`deliverables/asha/${requestId}`)).toBeNull();
    expect(deps.db.read(`${quotaPath('asha')}/open/${requestId}`)).toBeNull();
    expect(await deps.files.list('users/asha/')).toEqual(['users/asha/builds/b1.apk']);
    // Idempotent: a retry (after a partial failure, or a double click) succeeds and changes nothing.
    expect(await deleteRequest(deps, asha, { requestId })).toEqual({ deleted: true });
  });

  it('keeps a paid request and everything under it', async () => {
    const deps = requestSetup();
    deps.db.write(requestPath('asha', 'paid'), { ...unpaidRequest('paid'), paymentStatus: 'paid' });
    deps.db.write(deliverablePath('asha', 'paid', 'd1'), { id: 'd1' });
    expect(await codeOf(deleteRequest(deps, asha, { requestId: 'paid' }))).toBe('failed-precondition');
    expect(deps.db.read(`${requestPath('asha', 'paid')}/paymentStatus`)).toBe('paid');
    expect(deps.db.read(deliverablePath('asha', 'paid', 'd1'))).toEqual({ id: 'd1' });
  });

  it("never touches another user's request", async () => {
    const deps = requestSetup();
    deps.db.write(requestPath('ravi', 'theirs'), unpaidRequest('theirs'));
    expect(await deleteRequest(deps, asha, { requestId: 'theirs' })).toEqual({ deleted: true });
    expect(deps.db.read(requestPath('ravi', 'theirs'))).not.toBeNull();
    expect(await codeOf(deleteRequest(deps, asha, { requestId: 'a/b' }))).toBe('invalid-argument');
  });

  it('frees the quota: 20 open, one deleted, one more accepted', async () => {
    const deps = requestSetup();
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) ids.push((await createRequest(deps, asha, requestInput())).requestId);
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('resource-exhausted');
    await deleteRequest(deps, asha, { requestId: ids[0] });
    expect(await codeOf(createRequest(deps, asha, requestInput()))).toBe('ok');
  });
});
