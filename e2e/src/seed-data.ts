import { requestRecord, stampedAt } from '../../functions/src/contracts/__fixtures__/records.js';
import type { BuildRequestBody, BuildResponse } from '../../functions/src/contracts/builds.js';
import { packagePath } from '../../functions/src/contracts/database-paths.js';
import { packageKey } from '../../functions/src/contracts/package-key.js';
import type { RequestRecord } from '../../functions/src/contracts/requests.js';
import { signInWithPassword } from './auth-emulator.js';
import { APP_URL, DATABASE_NAMESPACE, DATABASE_URL } from './stack-urls.js';

/** Writes a database path with the owner credential, as the server would (rules do not apply). */
export async function writeDatabase(path: string, value: unknown): Promise<void> {
  const response = await fetch(`${DATABASE_URL}/${path}.json?ns=${DATABASE_NAMESPACE}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}

let sequence = 0;

/**
 * Stores a request of `uid` as it looks after creation (or after payment with `paymentStatus: 'paid'`), with
 * `createdAt` counting up so the list's newest-first order is the order of the calls.
 */
export async function seedRequest(uid: string, fields: Partial<RequestRecord> = {}): Promise<RequestRecord> {
  sequence += 1;
  const now = Date.UTC(2026, 10, 20, 5, 30) + sequence * 60_000;
  const id = fields.id ?? `-Oe2e${String(Date.now()).slice(-8)}${String(sequence).padStart(4, '0')}`;
  const record = requestRecord({ id, appName: `Seeded App ${sequence}`, ...stampedAt(now), ...fields });
  await writeDatabase(`requests/${uid}/${id}`, record);
  return record;
}

/**
 * Builds a free app for `user` through the build endpoint, as the APK form does, then marks its package as built by
 * an older shell release, so an update campaign finds it "behind" (docs/product.md "Apps kept current"). The app is
 * the user's own: nothing another file or a second run on the same stack changes. `url` must be unique per run, since
 * a package name belongs to one account.
 */
export async function buildAppOnOlderShell(
  user: { email: string; password: string },
  app: { url: string; appName: string },
  shellVersion: string,
): Promise<BuildResponse> {
  const { uid, idToken } = await signInWithPassword(user.email, user.password);
  const body: Pick<BuildRequestBody, 'url' | 'app-name' | 'userId' | 'confirm-site'> = {
    url: app.url,
    'app-name': app.appName,
    userId: uid,
    'confirm-site': true,
  };
  const response = await fetch(`${APP_URL}/api/download-apk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/download-apk answered ${response.status}: ${await response.text()}`);
  const built = (await response.json()) as BuildResponse;
  await writeDatabase(`${packagePath(uid, packageKey(built.packageName))}/shellVersion`, shellVersion);
  return built;
}
