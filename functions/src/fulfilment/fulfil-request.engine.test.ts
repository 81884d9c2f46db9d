import { describe, expect, it } from 'vitest';
import { fulfilmentDeps, seedPaidRequest } from '../__tests__/fulfilment-setup.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import { readZip } from '../engine/core/zip/zip-reader.js';
import { apkEngine } from '../engine-pool/direct-engine.js';
import { fulfilRequest } from './fulfil-request.js';

// Fulfilment with the real packaging engine: what the request says reaches the shell's config.json
// (docs/shell-contract.md "Pull to refresh"), not only the engine's call.
const deps = { ...fulfilmentDeps(), engine: apkEngine };

async function shellConfigOf(requestId: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  seedPaidRequest(deps.db, 'asha', requestId, 'apk_basic', { url: 'https://shop.example.com', ...fields });
  expect(await fulfilRequest(deps, 'asha', requestId, 'payment')).toBe('completed');
  const apk = deps.db.read(`deliverables/asha/${requestId}/apk`) as DeliverableRecord;
  const bytes = deps.files.objects.get(apk.storagePath!)!.bytes;
  const config = readZip(new Uint8Array(bytes)).get('assets/config.json');
  return JSON.parse(new TextDecoder().decode(config)) as Record<string, unknown>;
}

describe("fulfilRequest with the real engine: the request's pull-to-refresh choice", () => {
  it('builds an APK whose config.json says pullToRefresh: false when the request turned it off', async () => {
    expect((await shellConfigOf('req-off', { pullToRefresh: false })).pullToRefresh).toBe(false);
  });

  it("leaves it on (no key: the shell's default) for a request without the field", async () => {
    expect(await shellConfigOf('req-old', {})).not.toHaveProperty('pullToRefresh');
  });
});
