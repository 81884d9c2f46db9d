export interface BodyPart {
  headers: Record<string, string>;
  body: Buffer;
}

export class MalformedUploadError extends Error {}

/**
 * `multipart/related` as the GCS JSON API uploads it: a JSON metadata part, then the media part. Parsed on bytes,
 * since the media is binary.
 */
export function parseMultipartRelated(body: Buffer, contentType: string): BodyPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new MalformedUploadError('multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  const first = body.indexOf(delimiter);
  if (first < 0) throw new MalformedUploadError('multipart boundary not found');
  const parts: BodyPart[] = [];
  let cursor = first + delimiter.length;
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return parts;
    if (body.subarray(cursor, cursor + 2).toString('latin1') !== '\r\n')
      throw new MalformedUploadError('malformed multipart delimiter');
    cursor += 2;
    const end = body.indexOf(nextDelimiter, cursor);
    if (end < 0) throw new MalformedUploadError('unterminated multipart part');
    const part = body.subarray(cursor, end);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headerText = headerEnd < 0 ? '' : part.subarray(0, headerEnd).toString('latin1');
    const headers: Record<string, string> = {};
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: headerEnd < 0 ? part : part.subarray(headerEnd + 4) });
    cursor = end + nextDelimiter.length;
  }
}
