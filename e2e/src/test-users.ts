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

/**
 * Signs up through the Auth emulator (the emulator accepts any API key) and, unless `verified` is false, marks
 * the email verified with the emulator's admin credential, as following the emailed link would.
 */
export async function createTestUser(
  label: string,
  options: { verified?: boolean; email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(label);
  const password = options.password ?? 'test-pass-123';
  const { localId } = await postJson<{ localId: string }>(`${identityToolkit}/accounts:signUp?key=e2e`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.verified !== false) {
    await postJson(
      `${identityToolkit}/projects/${PROJECT_ID}/accounts:update`,
      { localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
  }
  return { email, password, uid: localId };
}
