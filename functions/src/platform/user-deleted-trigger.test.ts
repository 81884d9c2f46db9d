import * as functionsV1 from 'firebase-functions/v1';
import { describe, expect, it } from 'vitest';
import { onUserDeleted } from './user-deleted-trigger.js';

// What the deploy and the emulator read of a function: `__endpoint` (the manifest entry: platform, region, event
// trigger) and `__trigger` (the legacy form). Both must be what the public builder gives for the same handler.
describe('onUserDeleted', () => {
  const handler = async () => {};

  it('declares the same trigger as functionsV1.region(r).auth.user().onDelete', () => {
    const previous = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = 'demo-apkforge';
    try {
      const ours = onUserDeleted('asia-south1', handler);
      const builders = functionsV1.region('asia-south1').auth.user().onDelete(handler);
      expect(ours.__endpoint).toEqual(builders.__endpoint);
      expect(ours.__endpoint).toMatchObject({
        platform: 'gcfv1',
        region: ['asia-south1'],
        eventTrigger: { eventType: 'providers/firebase.auth/eventTypes/user.delete' },
      });
      expect(ours.__trigger).toEqual(builders.__trigger);
    } finally {
      if (previous === undefined) delete process.env.GCLOUD_PROJECT;
      else process.env.GCLOUD_PROJECT = previous;
    }
  });

  it('runs the handler with the deleted user', async () => {
    const seen: string[] = [];
    const trigger = onUserDeleted('asia-south1', async (user) => {
      seen.push(user.uid);
    });
    await trigger.run({ uid: 'u-1' } as never, {} as never);
    expect(seen).toEqual(['u-1']);
  });
});
