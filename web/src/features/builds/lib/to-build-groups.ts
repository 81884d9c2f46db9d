import type { BuildRecord } from '@contracts/builds';

/** One build as "My builds" lists it. */
export interface BuildEntry {
  id: string;
  appName: string;
  url: string;
  packageName: string;
  versionCode: number;
  versionName: string;
  createdAt: number;
  size: number;
  fileName: string;
  /** The stored file was removed after its retention time (the record's expiredAt). */
  expired: boolean;
}

/** The builds of one package: the newest `shown`, and how many older ones are left out. */
export interface BuildGroup {
  packageName: string;
  /** The app's name in its newest build. */
  appName: string;
  /** The site its newest build shows (notifications' links must be its pages). */
  siteUrl: string;
  builds: BuildEntry[];
  olderCount: number;
}

/** How many builds of each package are listed: the recent ones are what a customer comes back for. */
export const BUILDS_SHOWN_PER_PACKAGE = 3;

function toEntry(id: string, value: unknown): BuildEntry | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Partial<BuildRecord>;
  if (typeof r.packageName !== 'string' || typeof r.createdAt !== 'number' || typeof r.fileName !== 'string') {
    return null;
  }
  return {
    id,
    appName: typeof r.appName === 'string' && r.appName ? r.appName : r.packageName,
    url: typeof r.url === 'string' ? r.url : '',
    packageName: r.packageName,
    versionCode: typeof r.versionCode === 'number' ? r.versionCode : 0,
    versionName: typeof r.versionName === 'string' ? r.versionName : '',
    createdAt: r.createdAt,
    size: typeof r.size === 'number' ? r.size : 0,
    fileName: r.fileName,
    expired: r.expiredAt !== undefined && r.expiredAt !== null,
  };
}

/**
 * builds/{uid} as groups by package, the package built most recently first, each newest first (docs/product.md
 * "My builds"). Records without the fields a download needs are left out rather than shown half.
 */
export function toBuildGroups(value: unknown, shown: number = BUILDS_SHOWN_PER_PACKAGE): BuildGroup[] {
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([id, record]) => toEntry(id, record))
    .filter((entry): entry is BuildEntry => entry !== null)
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  const groups = new Map<string, BuildEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.packageName) ?? [];
    list.push(entry);
    groups.set(entry.packageName, list);
  }
  return [...groups.entries()].map(([packageName, builds]) => ({
    packageName,
    appName: builds[0]!.appName,
    siteUrl: builds[0]!.url,
    builds: builds.slice(0, shown),
    olderCount: Math.max(0, builds.length - shown),
  }));
}
