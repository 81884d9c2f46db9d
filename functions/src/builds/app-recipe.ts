import { appRecipeStoragePath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import { appOptionsOfRequest, type RequestRecord } from '../contracts/requests.js';
import { bytesOfStoredFile, type FileStore } from '../platform/files.js';
import { decodeIconDataUrl } from './icon-data-url.js';
import type { BuildBody } from './validate-build-body.js';

/**
 * What an app looks like and does beyond its address and name: the owner's icon and every option the form sent. A
 * rebuild (Play's new target API, a new shell) must make the same app, so it reads these back instead of building a
 * letter icon without the owner's colours, hosts or permissions.
 */
export type AppLook = BuildBody['options'] & { icon?: Uint8Array };

const RECIPE_TYPE = 'application/json';
const FORMAT = 1;

interface StoredRecipe {
  format: typeof FORMAT;
  url: string;
  appName: string;
  options: BuildBody['options'];
  /** base64 of the icon's bytes (PNG or JPEG, at most 200 KB), as the owner sent it. */
  icon?: string;
  savedAt: number;
}

/**
 * Keeps what a free build was made from, beside the owner's other files (users/<uid>/packages/<key>/app-recipe.json):
 * never readable by a client (storage.rules), erased with the account, overwritten by the next build of the package.
 */
export async function saveAppRecipe(
  files: FileStore,
  uid: string,
  packageName: string,
  app: { url: string; appName: string; look: AppLook },
  nowMs: number,
): Promise<void> {
  const { icon, ...options } = app.look;
  const recipe: StoredRecipe = {
    format: FORMAT,
    url: app.url,
    appName: app.appName,
    options,
    ...(icon ? { icon: Buffer.from(icon).toString('base64') } : {}),
    savedAt: nowMs,
  };
  await files.save(
    appRecipeStoragePath(uid, packageKey(packageName)),
    new TextEncoder().encode(JSON.stringify(recipe)),
    RECIPE_TYPE,
  );
}

/**
 * The look of the package's last free build when it was of this address and name; null when there is none (a build
 * from before recipes were kept, or a recipe of another address: the newest build decides what the app is).
 */
export async function readAppRecipe(
  files: FileStore,
  uid: string,
  packageName: string,
  app: { url: string; appName: string },
): Promise<AppLook | null> {
  const file = await files.open(appRecipeStoragePath(uid, packageKey(packageName)));
  if (!file) return null;
  const recipe = parseRecipe(Buffer.from(await bytesOfStoredFile(file)).toString('utf8'));
  if (!recipe || recipe.url !== app.url || recipe.appName !== app.appName) return null;
  return { ...recipe.options, ...(recipe.icon ? { icon: new Uint8Array(Buffer.from(recipe.icon, 'base64')) } : {}) };
}

function parseRecipe(text: string): StoredRecipe | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const recipe = value as Partial<StoredRecipe>;
  const wellFormed =
    recipe.format === FORMAT &&
    typeof recipe.url === 'string' &&
    typeof recipe.appName === 'string' &&
    typeof recipe.options === 'object' &&
    recipe.options !== null &&
    (recipe.icon === undefined || typeof recipe.icon === 'string');
  // The options go to the engine, which checks every one again (a bad value is its ApkConfigError, not a crash).
  return wellFormed ? (recipe as StoredRecipe) : null;
}

/** A paid request's look, as fulfilment builds its files: its icon, extra hosts and pull-to-refresh choice. */
export function lookOfRequest(request: RequestRecord): AppLook {
  const icon = decodeIconDataUrl(request.iconDataUrl);
  return { ...(icon ? { icon } : {}), ...appOptionsOfRequest(request) };
}
