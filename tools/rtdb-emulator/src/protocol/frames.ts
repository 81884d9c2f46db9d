/**
 * Websocket framing of the realtime protocol: messages longer than 16384 characters travel as
 * a frame holding the number of parts followed by the parts; a lone "0" is a keepalive.
 */
export const MAX_FRAME_CHARS = 16384;

export function encodeFrames(message: unknown): string[] {
  const text = JSON.stringify(message);
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += MAX_FRAME_CHARS) parts.push(text.slice(i, i + MAX_FRAME_CHARS));
  return [String(parts.length), ...parts];
}

/** Reassembles incoming frames; returns complete message texts as they finish. */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];

  push(frame: string): string | null {
    if (this.expected > 0) {
      this.parts.push(frame);
      if (this.parts.length < this.expected) return null;
      const text = this.parts.join('');
      this.expected = 0;
      this.parts = [];
      return text;
    }
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      const count = Number(frame);
      // "0" is the SDK's keepalive; a count of 1 would announce a single ordinary frame.
      if (count > 0) this.expected = count;
      return null;
    }
    return frame;
  }
}
