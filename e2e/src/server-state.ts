import { DATABASE_NAMESPACE, DATABASE_URL, STORAGE_URL } from './stack-urls.js';

/** Reads a database path with the owner credential (what the server sees, regardless of rules). */
export async function readDatabase(path: string): Promise<unknown> {
  const response = await fetch(`${DATABASE_URL}/${path}.json?ns=${DATABASE_NAMESPACE}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** Names of the stored files under a prefix, across every bucket of the storage stand-in. */
export async function listStoredFiles(prefix: string): Promise<string[]> {
  const buckets = (await (await fetch(`${STORAGE_URL}/storage/v1/b?project=e2e`)).json()) as {
    items?: Array<{ name: string }>;
  };
  const names: string[] = [];
  for (const bucket of buckets.items ?? []) {
    const listing = await fetch(`${STORAGE_URL}/storage/v1/b/${bucket.name}/o?prefix=${encodeURIComponent(prefix)}`);
    const { items } = (await listing.json()) as { items?: Array<{ name: string }> };
    names.push(...(items ?? []).map((item) => item.name));
  }
  return names;
}
