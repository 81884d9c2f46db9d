import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import { decodeMessage, encodeMessage, ProtoFormatError } from '../message-codec.js';
import type { MessageSchema } from '../message-schema.js';

interface Inner {
  id?: number;
  label?: string;
}
interface Sample {
  name?: string;
  count?: number;
  delta?: number;
  ratio?: number;
  flag?: boolean;
  blob?: Uint8Array;
  inner?: Inner;
  items?: Inner[];
  tags?: string[];
  numbers?: number[];
  zeroInOneof?: number;
  falseInOneof?: boolean;
}
const InnerSchema: MessageSchema<Inner> = { id: { no: 1, kind: 'uint32' }, label: { no: 2, kind: 'string' } };
const SampleSchema: MessageSchema<Sample> = {
  name: { no: 1, kind: 'string' },
  count: { no: 2, kind: 'uint32' },
  delta: { no: 3, kind: 'int32' },
  ratio: { no: 4, kind: 'float' },
  flag: { no: 5, kind: 'bool' },
  blob: { no: 6, kind: 'bytes' },
  inner: { no: 7, message: () => InnerSchema },
  items: { no: 8, repeated: true, message: () => InnerSchema },
  tags: { no: 9, repeated: true, kind: 'string' },
  numbers: { no: 10, repeated: true, kind: 'int32' },
  zeroInOneof: { no: 11, kind: 'uint32', oneof: 'choice' },
  falseInOneof: { no: 12, kind: 'bool', oneof: 'choice' },
};

const protoc = systemTool('protoc');

describe('protobuf message codec', () => {
  it('writes fields in number order with their wire types, and reads them back', () => {
    const message: Sample = {
      tags: ['a', ''],
      name: 'héllo',
      inner: {},
      count: 300,
      delta: -2,
      ratio: 0.5,
      flag: true,
      blob: Uint8Array.of(1, 2),
      items: [{ id: 7 }, { label: 'x' }],
      numbers: [1, -1],
    };
    const bytes = encodeMessage(SampleSchema, message);
    expect([...bytes.subarray(0, 9)]).toEqual([0x0a, 6, 0x68, 0xc3, 0xa9, 0x6c, 0x6c, 0x6f, 0x10]);
    expect(decodeMessage(SampleSchema, bytes, 'Sample')).toEqual(message);
  });

  it('leaves out proto3 defaults, but keeps set oneof members and empty messages', () => {
    expect(encodeMessage(SampleSchema, { name: '', count: 0, flag: false, delta: 0 })).toEqual(new Uint8Array(0));
    expect([...encodeMessage(SampleSchema, { zeroInOneof: 0 })]).toEqual([0x58, 0]);
    expect([...encodeMessage(SampleSchema, { falseInOneof: false })]).toEqual([0x60, 0]);
    expect([...encodeMessage(SampleSchema, { inner: {} })]).toEqual([0x3a, 0]);
  });

  it('keeps only the last member of a oneof, reads packed repeated scalars and skips unknown fields', () => {
    // 11: 5, 12: true -> only falseInOneof; 10 packed [3, 4]; field 99 (unknown) skipped.
    const bytes = Uint8Array.of(0x58, 5, 0x60, 1, 0x52, 2, 3, 4, 0x98, 0x06, 1, 0x0a, 1, 0x7a);
    expect(decodeMessage(SampleSchema, bytes, 'Sample')).toEqual({ falseInOneof: true, numbers: [3, 4], name: 'z' });
  });

  it('refuses truncated data, wrong wire types, bad UTF-8 and runaway nesting with a ProtoFormatError', () => {
    const bad = [
      Uint8Array.of(0x0a, 5, 0x61),
      Uint8Array.of(0x10, 0x80),
      Uint8Array.of(0x0d, 0, 0, 0, 0),
      Uint8Array.of(0x0a, 1, 0xff),
    ];
    for (const bytes of bad) expect(() => decodeMessage(SampleSchema, bytes, 'Sample')).toThrow(ProtoFormatError);
    interface Node {
      child?: Node;
    }
    const NodeSchema: MessageSchema<Node> = { child: { no: 1, message: () => NodeSchema } };
    let deep: Node = {};
    for (let i = 0; i < 100; i++) deep = { child: deep };
    expect(() => decodeMessage(NodeSchema, encodeMessage(NodeSchema, deep), 'Node')).toThrow(/nested more than/);
  });

  it.skipIf(protoc.skip)('is read the same by protoc --decode_raw (an independent protobuf decoder)', () => {
    const bytes = encodeMessage(SampleSchema, {
      name: 'n',
      count: 150,
      delta: -1,
      inner: { id: 2 },
      items: [{ label: 'a' }],
      zeroInOneof: 0,
    });
    const decoded = execFileSync(protoc.path!, ['--decode_raw'], { input: bytes, encoding: 'utf8' });
    expect(decoded.split('\n').map((l) => l.trim())).toEqual([
      '1: "n"',
      '2: 150',
      '3: 18446744073709551615',
      '7 {',
      '1: 2',
      '}',
      '8 {',
      '2: "a"',
      '}',
      '11: 0',
      '',
    ]);
  });
});
