import type { BuildRecord } from '../contracts/builds.js';
import { userBuildsPath, userDeliverablesPath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import { requestPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { lookOfRequest, readAppRecipe, type AppLook } from '../builds/app-recipe.js';

export interface PackageApp {
  url: string;
  appName: string;
  /** Its icon and options, as the build the app comes from had them (null: that build kept none, see below). */
  look: AppLook | null;
  /** A paid request whose App Bundle was delivered for this package: a rebuild delivers a new one there. */
  bundleRequestId: string | null;
}

/**
 * What a package's app is, for a rebuild: the newest free build's address, name and look (its recipe), else the paid
 * request's that delivered its files; and the paid App Bundle request, if any. null when nothing of the package is
 * left to rebuild. A free build from before recipes were kept has no look: the rebuild then says so (it cannot invent
 * the owner's icon) rather than ship a different-looking app.
 */
export async function appOfPackage(
  deps: { db: Db; files: FileStore },
  uid: string,
  packageName: string,
): Promise<PackageApp | null> {
  const { db } = deps;
  const builds = Object.values(await db.findByChild<BuildRecord>(userBuildsPath(uid), 'packageName', packageName));
  const newest = builds.sort((a, b) => b.createdAt - a.createdAt)[0];
  const delivered = (await db.get<Record<string, Record<string, DeliverableRecord>>>(userDeliverablesPath(uid))) ?? {};
  const bundleRequestId =
    Object.entries(delivered).find(([, files]) =>
      Object.values(files).some(
        (file) => file.kind === 'aab' && file.status === 'ready' && file.packageName === packageName,
      ),
    )?.[0] ?? null;
  if (newest) {
    const app = { url: newest.url, appName: newest.appName };
    return { ...app, look: await readAppRecipe(deps.files, uid, packageName, app), bundleRequestId };
  }
  if (!bundleRequestId) return null;
  const request = await db.get<RequestRecord>(requestPath(uid, bundleRequestId));
  return request ? { url: request.url, appName: request.appName, look: lookOfRequest(request), bundleRequestId } : null;
}
