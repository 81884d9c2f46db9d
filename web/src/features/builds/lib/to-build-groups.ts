import { parseBuildRecord } from '@contracts/builds';
import { parseChildren } from '@contracts/record-fields';

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

function toEntry(raw: unknown, id: string): BuildEntry | null {
  const record = parseBuildRecord(raw);
  if (!record) return null;
  return {
    id,
    appName: record.appName || record.packageName,
    url: record.url,
    packageName: record.packageName,
    versionCode: record.versionCode,
    versionName: record.versionName,
    createdAt: record.createdAt,
    size: record.size,
    fileName: record.fileName,
    expired: record.expiredAt !== undefined,
  };
}

/**
 * builds/{uid} as groups by package, the package built most recently first, each newest first (docs/product.md
 * "My builds"). Records without the fields a download needs are left out rather than shown half.
 */
export function toBuildGroups(value: unknown, shown: number = BUILDS_SHOWN_PER_PACKAGE): BuildGroup[] {
  const entries = parseChildren(value, toEntry).sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
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
