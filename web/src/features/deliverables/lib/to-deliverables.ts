import type { DeliverableKind, DeliverableRecord, DeliverableSource, DeliverableStatus } from '@contracts/deliverables';

/** A deliverable as the dialog shows it: the record's customer-facing fields, checked (docs/data-model.md). */
export type AppDeliverable = Pick<DeliverableRecord, 'id' | 'kind' | 'status' | 'label' | 'source' | 'createdAt'> &
  Partial<
    Pick<
      DeliverableRecord,
      | 'fileName'
      | 'size'
      | 'packageName'
      | 'versionCode'
      | 'versionName'
      | 'certificateSha256'
      | 'url'
      | 'error'
      | 'appLinkHosts'
    >
  >;

const KINDS: readonly DeliverableKind[] = ['aab', 'apk', 'file', 'link'];
const STATUSES: readonly DeliverableStatus[] = ['building', 'ready', 'failed'];
const SOURCES: readonly DeliverableSource[] = ['fulfilment', 'support'];

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** Only https addresses open from a link deliverable: nothing else may run from a click in our page. */
function httpsUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** A list of host names (the database may hand an array back as an object of numeric keys); undefined when none. */
function hosts(value: unknown): string[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const list = Object.values(value).filter(
    (host): host is string => typeof host === 'string' && /^[a-z0-9.:[\]-]+$/.test(host),
  );
  return list.length ? list : undefined;
}

function toAppDeliverable(id: string, raw: unknown): AppDeliverable | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const kind = oneOf(KINDS, r.kind);
  const status = oneOf(STATUSES, r.status);
  if (!kind || !status) return null;
  const optional = {
    fileName: text(r.fileName),
    size: count(r.size),
    packageName: text(r.packageName),
    versionCode: count(r.versionCode),
    versionName: text(r.versionName),
    certificateSha256: text(r.certificateSha256),
    url: kind === 'link' ? httpsUrl(r.url) : undefined,
    error: text(r.error),
    appLinkHosts: hosts(r.appLinkHosts),
  };
  return {
    id,
    kind,
    status,
    label: text(r.label) ?? id,
    source: oneOf(SOURCES, r.source) ?? 'support',
    createdAt: count(r.createdAt) ?? 0,
    ...(Object.fromEntries(
      Object.entries(optional).filter(([, value]) => value !== undefined),
    ) as Partial<AppDeliverable>),
  };
}

const ORDER: Record<DeliverableKind, number> = { aab: 0, apk: 1, file: 2, link: 3 };

/**
 * deliverables/{uid}/{requestId} as a list: what the server built first (the App Bundle, then its APK), then what
 * support attached, oldest first.
 */
export function toDeliverableList(value: unknown): AppDeliverable[] {
  if (!value || typeof value !== 'object') return [];
  const list = Object.entries(value as Record<string, unknown>)
    .map(([id, raw]) => toAppDeliverable(id, raw))
    .filter((item): item is AppDeliverable => item !== null);
  const rank = (item: AppDeliverable) => (item.source === 'fulfilment' ? ORDER[item.kind] : 10);
  return list.sort((a, b) => rank(a) - rank(b) || a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}
