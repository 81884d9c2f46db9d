import { describe, expect, it } from 'vitest';
import { encodeFrames, FrameAssembler, MAX_FRAME_CHARS } from './frames.js';

describe('websocket framing', () => {
  it('sends short messages as one frame', () => {
    expect(encodeFrames({ t: 'd', d: {} })).toEqual(['{"t":"d","d":{}}']);
  });

  it('splits long messages behind a frame count and reassembles them', () => {
    const message = { t: 'd', d: { b: { d: 'x'.repeat(MAX_FRAME_CHARS * 2) } } };
    const frames = encodeFrames(message);
    expect(frames[0]).toBe('3');
    const assembler = new FrameAssembler();
    const results = frames.map((frame) => assembler.push(frame));
    expect(results.slice(0, -1)).toEqual([null, null, null]);
    expect(JSON.parse(results[results.length - 1] as string)).toEqual(message);
  });

  it('ignores keepalives', () => {
    const assembler = new FrameAssembler();
    expect(assembler.push('0')).toBeNull();
    expect(assembler.push('{"t":"c"}')).toBe('{"t":"c"}');
  });
});
