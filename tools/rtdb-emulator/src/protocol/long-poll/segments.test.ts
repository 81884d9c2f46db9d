import { describe, expect, it } from 'vitest';
import { SegmentAssembler } from './segments.js';

/** The SDK's web-safe base64: '-' and '_' for '+' and '/', '.' for padding. */
const encode = (message: unknown) =>
  Buffer.from(JSON.stringify(message)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '.');

function params(segments: [seg: number, total: number, data: string][]): URLSearchParams {
  const search = new URLSearchParams({ id: '1', pw: 'x' });
  segments.forEach(([seg, total, data], i) => {
    search.set(`seg${i}`, String(seg));
    search.set(`ts${i}`, String(total));
    search.set(`d${i}`, data);
  });
  return search;
}

describe('long-poll segments', () => {
  it('decodes single-segment messages in order', () => {
    const assembler = new SegmentAssembler();
    expect(
      assembler.add(
        params([
          [0, 1, encode({ a: 1 })],
          [1, 1, encode({ b: 'é?>' })],
        ]),
      ),
    ).toEqual([{ a: 1 }, { b: 'é?>' }]);
  });

  it('waits for missing segments and for earlier messages when requests overtake each other', () => {
    const assembler = new SegmentAssembler();
    const long = encode({ text: 'x'.repeat(100) });
    const [first, second] = [long.slice(0, 60), long.slice(60)];
    expect(assembler.add(params([[2, 1, encode({ later: true })]]))).toEqual([]);
    expect(assembler.add(params([[1, 2, second]]))).toEqual([]);
    expect(assembler.add(params([[0, 2, first]]))).toEqual([{ text: 'x'.repeat(100) }, { later: true }]);
  });

  it('ignores a request without data and drops what does not decode', () => {
    const assembler = new SegmentAssembler();
    expect(assembler.add(new URLSearchParams({ id: '1' }))).toEqual([]);
    expect(
      assembler.add(
        params([
          [0, 1, 'bm90IGpzb24.'],
          [1, 1, encode(2)],
        ]),
      ),
    ).toEqual([2]);
  });
});
