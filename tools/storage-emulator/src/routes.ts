/** Which GCS JSON API operation a request is, whatever URL form the client used. */
export type Operation =
  | { kind: 'list-buckets' }
  | { kind: 'bucket'; bucket: string }
  | { kind: 'list-objects'; bucket: string }
  | { kind: 'object'; bucket: string; name: string }
  | { kind: 'download'; bucket: string; name: string }
  | { kind: 'upload'; bucket: string }
  | { kind: 'unknown' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The real service answers under `/storage/v1`, `/upload/storage/v1` and `/download/storage/v1`; the Node client
 * in emulator mode (STORAGE_EMULATOR_HOST) drops the `/storage/v1` of JSON API calls. Both forms are accepted.
 * Object names arrive percent-encoded in one segment (`a%2Fb.apk`).
 */
export function parseOperation(pathname: string): Operation {
  const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(pathname);
  if (upload) return { kind: 'upload', bucket: decode(upload[1] ?? '') ?? '' };
  const download = /^\/download\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(pathname);
  if (download) {
    const name = decode(download[2] ?? '');
    return name === null ? { kind: 'unknown' } : { kind: 'download', bucket: decode(download[1] ?? '') ?? '', name };
  }
  const json = pathname.replace(/^\/storage\/v1(?=\/)/, '');
  if (json === '/b' || json === '/b/') return { kind: 'list-buckets' };
  const bucketOnly = /^\/b\/([^/]+)\/?$/.exec(json);
  if (bucketOnly) return { kind: 'bucket', bucket: decode(bucketOnly[1] ?? '') ?? '' };
  const objects = /^\/b\/([^/]+)\/o\/?$/.exec(json);
  if (objects) return { kind: 'list-objects', bucket: decode(objects[1] ?? '') ?? '' };
  const object = /^\/b\/([^/]+)\/o\/(.+)$/.exec(json);
  if (object) {
    const name = decode(object[2] ?? '');
    return name === null ? { kind: 'unknown' } : { kind: 'object', bucket: decode(object[1] ?? '') ?? '', name };
  }
  return { kind: 'unknown' };
}
