import { deleteUsersInTurn } from '@apkforge/test-kit';
import { afterAll } from 'vitest';
import { supportStaffPath, tombstonePath } from '../../functions/src/contracts/database-paths.js';
import { writeDatabase } from './seed-data.js';
import { readDatabase } from './server-state.js';
import { AUTH_EMULATOR_URL, PROJECT_ID } from './stack-urls.js';

/** An account made for one test file, so no test depends on demo data another test changes. */
export interface TestUser {
  email: string;
  password: string;
  uid: string;
}

const identityToolkit = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A unique address per call: files run one after another against the same emulator. */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const created: string[] = [];

/**
 * Signs up through the Auth emulator (the emulator accepts any API key) and, unless `verified` is false, marks
 * the email verified with the emulator's admin credential, as following the emailed link would. `claims` are set
 * the way `npm run ops -- grant` sets the support claim, with admin credentials, and a support account is put on the
 * server-side staff list too (`supportStaff/{uid}`), which every support rule and ops callable checks.
 */
export async function createTestUser(
  label: string,
  options: { verified?: boolean; email?: string; password?: string; claims?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(label);
  const password = options.password ?? 'test-pass-123';
  const { localId } = await postJson<{ localId: string }>(`${identityToolkit}/accounts:signUp?key=e2e`, {
    email,
    password,
    returnSecureToken: true,
  });
  created.push(localId);
  if (options.verified !== false || options.claims) {
    await postJson(
      `${identityToolkit}/projects/${PROJECT_ID}/accounts:update`,
      {
        localId,
        ...(options.verified !== false ? { emailVerified: true } : {}),
        ...(options.claims ? { customAttributes: JSON.stringify(options.claims) } : {}),
      },
      { authorization: 'Bearer owner' },
    );
  }
  if (options.claims?.support === true)
    await writeDatabase(supportStaffPath(localId), { email, grantedAt: Date.now() });
  return { email, password, uid: localId };
}

/**
 * Deletes the accounts this file made, in turn (test-kit's deleteUsersInTurn says why: one worker, not one per
 * account); the functions' Auth onDelete trigger erases what they own, its tombstone first. The test runner asks for
 * it on a stack that stays up (`npm start`, APKFORGE_DELETE_TEST_USERS=1), so a run leaves nothing of itself in the
 * developer's data. An account a test deleted itself is gone already, which the emulator answers with USER_NOT_FOUND.
 */
async function deleteTestUsers(): Promise<void> {
  await deleteUsersInTurn(created.splice(0), {
    async deleteUser(localId) {
      const response = await fetch(`${identityToolkit}/projects/${PROJECT_ID}/accounts:delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId }),
      });
      if (response.ok) return true;
      if ((await response.text()).includes('USER_NOT_FOUND')) return false;
      throw new Error(`deleting test user ${localId} answered ${response.status}`);
    },
    cascadeStarted: async (uid) => (await readDatabase(tombstonePath(uid))) !== null,
  });
}

// Every file that makes accounts imports this module, and each test file gets its own copy of it: one cleanup each.
if (process.env.APKFORGE_DELETE_TEST_USERS === '1') afterAll(deleteTestUsers);
