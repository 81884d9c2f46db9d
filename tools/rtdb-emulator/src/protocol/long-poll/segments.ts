/**
 * Client-to-server data of long polling: each message is JSON, base64 (the SDK's web-safe
 * alphabet with '.' as padding), cut into numbered segments carried as `seg<i>`, `ts<i>` (number
 * of segments of that message) and `d<i>` query parameters. Requests can overtake each other,
 * so segments are collected by number and messages released strictly in order.
 */
export class SegmentAssembler {
  private readonly segments = new Map<number, { total: number; data: string }>();
  private next = 0;

  add(params: URLSearchParams): unknown[] {
    for (let i = 0; params.has(`seg${i}`); i++) {
      const number = Number(params.get(`seg${i}`));
      const total = Number(params.get(`ts${i}`));
      const data = params.get(`d${i}`) ?? '';
      if (Number.isInteger(number) && number >= this.next && Number.isInteger(total) && total > 0) {
        this.segments.set(number, { total, data });
      }
    }
    return this.release();
  }

  private release(): unknown[] {
    const messages: unknown[] = [];
    for (;;) {
      const first = this.segments.get(this.next);
      if (!first) return messages;
      const parts: string[] = [];
      for (let i = 0; i < first.total; i++) {
        const part = this.segments.get(this.next + i);
        if (!part) return messages;
        parts.push(part.data);
      }
      for (let i = 0; i < first.total; i++) this.segments.delete(this.next + i);
      this.next += first.total;
      const text = Buffer.from(
        parts.join('').replace(/-/g, '+').replace(/_/g, '/').replace(/\./g, '='),
        'base64',
      ).toString('utf8');
      try {
        messages.push(JSON.parse(text));
      } catch {
        // A message that does not decode is dropped, as a malformed websocket frame would be.
      }
    }
  }
}
