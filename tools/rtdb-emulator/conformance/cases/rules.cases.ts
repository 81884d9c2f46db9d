import { equalTo, get, onValue, orderByChild, query, ref, set, update } from 'firebase/database';
import type { Query } from 'firebase/database';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../harness/events.js';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

function listenError(target: Query): Promise<string> {
  return new Promise((resolve, reject) =>
    onValue(
      target,
      () => reject(new Error('The listen was allowed')),
      (error) => resolve((error as Error & { code?: string }).code ?? error.message),
    ),
  );
}

const request = (createdAt: number) => ({ createdAt, status: 'Queued', paymentStatus: 'unpaid' });

/** Security rules as the SDKs experience them: allow and deny for each kind of caller. */
export function rulesCases(h: Harness): void {
  beforeEach(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
  });

  describe('signed-in users', () => {
    it('write their own path and cannot write, read or listen to another user', async () => {
      const [ada, bob] = [await h.user(), await h.user()];
      const client = await h.web(ada);
      await set(ref(client.db, `users/${ada.uid}`), { email: ada.email });
      expect((await get(ref(client.db, `users/${ada.uid}/email`))).val()).toBe(ada.email);
      await expect(set(ref(client.db, `users/${bob.uid}`), { email: ada.email })).rejects.toThrow(
        'PERMISSION_DENIED: Permission denied',
      );
      await expect(get(ref(client.db, `users/${bob.uid}`))).rejects.toThrow('Permission denied');
      expect(await listenError(ref(client.db, `users/${bob.uid}`))).toBe('PERMISSION_DENIED');
      expect(await listenError(ref(client.db, 'users'))).toBe('PERMISSION_DENIED');
    });

    it('are held to .validate on every changed node', async () => {
      const ada = await h.user();
      const client = await h.web(ada);
      const mine = ref(client.db, `users/${ada.uid}`);
      await expect(set(mine, { email: ada.email, extra: true })).rejects.toThrow(/PERMISSION_DENIED/);
      await expect(set(mine, { email: 'someone@else.test' })).rejects.toThrow(/PERMISSION_DENIED/);
      await expect(set(mine, { nickname: 'no email' })).rejects.toThrow(/PERMISSION_DENIED/);
      await set(mine, { email: ada.email });
      await expect(update(mine, { nickname: 'x' })).rejects.toThrow(/PERMISSION_DENIED/);
      await expect(set(ref(client.db, `users/${ada.uid}/email`), 5)).rejects.toThrow(/PERMISSION_DENIED/);
    });

    it('need a verified email to create requests, and cannot touch paid ones', async () => {
      const [verified, unverified] = [await h.user({ verified: true }), await h.user({ verified: false })];
      const blocked = await h.web(unverified);
      await expect(set(ref(blocked.db, `requests/${unverified.uid}/r1`), request(1))).rejects.toThrow(
        /PERMISSION_DENIED/,
      );
      const client = await h.web(verified);
      await set(ref(client.db, `requests/${verified.uid}/r1`), request(1));
      await expect(
        set(ref(client.db, `requests/${verified.uid}/r2`), { ...request(2), status: 'Hacked' }),
      ).rejects.toThrow(/PERMISSION_DENIED/);
      const admin = await h.admin();
      await admin.db.ref(`requests/${verified.uid}/r1/paymentStatus`).set('paid');
      await expect(update(ref(client.db, `requests/${verified.uid}/r1`), { status: 'completed' })).rejects.toThrow(
        /PERMISSION_DENIED/,
      );
    });

    it('may run only the queries the read rules allow', async () => {
      const [ada, bob] = [await h.user(), await h.user()];
      const client = await h.web(ada);
      await set(ref(client.db, 'byOwner/a1'), { owner: ada.uid, n: 1 });
      await set(ref((await h.web(bob)).db, 'byOwner/b1'), { owner: bob.uid, n: 2 });
      const own = await get(query(ref(client.db, 'byOwner'), orderByChild('owner'), equalTo(ada.uid)));
      expect(own.val()).toEqual({ a1: { owner: ada.uid, n: 1 } });
      await expect(get(query(ref(client.db, 'byOwner'), orderByChild('owner'), equalTo(bob.uid)))).rejects.toThrow(
        'Permission denied',
      );
      await expect(get(ref(client.db, 'byOwner'))).rejects.toThrow('Permission denied');
    });

    // Signing out needs a real Auth session, so this case exists only where identities come from the Auth
    // emulator (phase 2); with minted tokens it is not registered at all rather than reported as skipped.
    if (h.identities.kind !== 'minted')
      it('lose access when they sign out', async () => {
        const ada = await h.user();
        const client = await h.web(ada);
        await set(ref(client.db, `users/${ada.uid}`), { email: ada.email });
        const errors: string[] = [];
        onValue(
          ref(client.db, `users/${ada.uid}`),
          () => undefined,
          (error) => void errors.push((error as Error & { code?: string }).code ?? ''),
        );
        await client.signOut();
        await eventually(() => expect(errors).toEqual(['PERMISSION_DENIED']));
        await expect(set(ref(client.db, `users/${ada.uid}`), { email: ada.email })).rejects.toThrow(
          /PERMISSION_DENIED/,
        );
      });
  });

  describe('signed-out clients', () => {
    it('read public data only and write nothing protected', async () => {
      const admin = await h.admin();
      await admin.db.ref('plans/apk_basic').set({ name: 'APK', priceInr: 1 });
      const client = await h.web();
      expect((await get(ref(client.db, 'plans/apk_basic/priceInr'))).val()).toBe(1);
      await expect(set(ref(client.db, 'requests/x/r1'), request(1))).rejects.toThrow(/PERMISSION_DENIED/);
      await expect(set(ref(client.db, 'plans/apk_basic/priceInr'), 0)).rejects.toThrow(/PERMISSION_DENIED/);
    });
  });

  describe('the admin SDK', () => {
    it('bypasses rules for reads, writes, listens and transactions', async () => {
      const admin = await h.admin();
      await admin.db.ref('private/secret').set({ anything: ['goes'] });
      await admin.db.ref('users/whoever').set({ not: 'valid for the rules' });
      expect((await admin.db.ref('private').get()).val()).toEqual({ secret: { anything: ['goes'] } });
      const seen: unknown[] = [];
      admin.db.ref('private/secret').on('value', (snapshot) => void seen.push(snapshot.val()));
      await admin.db.ref('private/secret/anything').set('changed');
      await eventually(() => expect(seen.at(-1)).toEqual({ anything: 'changed' }));
      const result = await admin.db.ref('private/count').transaction((value: number | null) => (value ?? 0) + 1);
      expect(result.committed).toBe(true);
      admin.db.ref('private/secret').off();
    });

    it('is held to the rules as the user of databaseAuthVariableOverride, and as nobody with null', async () => {
      const ada = await h.user();
      const owner = await h.admin();
      await owner.db.ref(`users/${ada.uid}`).set({ email: ada.email });
      const asAda = await h.admin({ uid: ada.uid, token: { email: ada.email } });
      expect((await asAda.db.ref(`users/${ada.uid}/email`).get()).val()).toBe(ada.email);
      await expect(asAda.db.ref('users/someone-else').get()).rejects.toThrow(/Permission denied/i);
      const asNobody = await h.admin(null);
      await expect(asNobody.db.ref(`users/${ada.uid}`).get()).rejects.toThrow(/Permission denied/i);
    });
  });

  describe('rules management', () => {
    it('returns the rules text as set, comments included, to the owner only', async () => {
      const owner = await fetch(`${h.target.url}/.settings/rules.json?ns=${h.namespace}`, {
        headers: { Authorization: 'Bearer owner' },
      });
      expect(owner.status).toBe(200);
      expect(await owner.text()).toBe(FIXTURE_RULES);
      const anonymous = await fetch(`${h.target.url}/.settings/rules.json?ns=${h.namespace}`);
      expect(anonymous.status).toBe(401);
    });

    it('refuses rules that do not compile and keeps the previous ones', async () => {
      const response = await fetch(`${h.target.url}/.settings/rules.json?ns=${h.namespace}`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify({ rules: { '.read': 'unknownVariable == 1' } }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error?: string }).error).toBeTruthy();
      const client = await h.web();
      await expect(get(ref(client.db, 'private'))).rejects.toThrow('Permission denied');
    });
  });
}
