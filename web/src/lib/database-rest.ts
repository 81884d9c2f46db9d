import { type AppEnv, env } from '@/config/env';

type DatabaseEnv = Pick<AppEnv, 'useEmulators' | 'emulators'> & { firebase: Pick<AppEnv['firebase'], 'databaseURL'> };

/**
 * The REST address of a database path (`<database>/<path>.json`). Public data (the plan catalog) is
 * read this way so pages for visitors need no Realtime Database SDK. The namespace is the `ns`
 * parameter of the database URL or, for a hosted database, the first label of its host.
 */
export function databaseRestUrl(path: string, config: DatabaseEnv = env): string {
  const database = new URL(config.firebase.databaseURL);
  const namespace = database.searchParams.get('ns') ?? database.hostname.split('.')[0] ?? '';
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (config.useEmulators) {
    const { host, databasePort } = config.emulators;
    return `http://${host}:${databasePort}/${trimmed}.json?ns=${encodeURIComponent(namespace)}`;
  }
  const url = new URL(`/${trimmed}.json`, database.origin);
  if (database.searchParams.has('ns')) url.searchParams.set('ns', namespace);
  return url.toString();
}
