/**
 * A reader for the parts of a JVM class file (JVMS chapter 4) the API check needs: names, the
 * supertypes, members with their descriptors and static flag, and the int value of one
 * class-retention annotation (the stubs' @Since).
 */
export interface ClassMember {
  name: string;
  descriptor: string;
  isStatic: boolean;
  isPrivate: boolean;
  since: number | null;
}

export interface ClassFile {
  /** Internal name: android/view/Window. */
  name: string;
  superName: string | null;
  interfaces: string[];
  isInterface: boolean;
  since: number | null;
  fields: ClassMember[];
  methods: ClassMember[];
}

const MAGIC = 0xcafebabe;
const ACC_PRIVATE = 0x0002;
const ACC_STATIC = 0x0008;
const ACC_INTERFACE = 0x0200;
const TAG = {
  utf8: 1,
  integer: 3,
  float: 4,
  long: 5,
  double: 6,
  class: 7,
  string: 8,
  methodHandle: 15,
  dynamic: 17,
  invokeDynamic: 18,
};
// Bytes after the tag for the fixed-size constant pool entries (Utf8 is length-prefixed).
const FIXED_ENTRY_SIZE: Record<number, number> = {
  3: 4,
  4: 4,
  5: 8,
  6: 8,
  7: 2,
  8: 2,
  9: 4,
  10: 4,
  11: 4,
  12: 4,
  15: 3,
  16: 2,
  17: 4,
  18: 4,
  19: 2,
  20: 2,
};

export function readClassFile(bytes: Uint8Array, sinceAnnotation = 'Ldev/apkforge/stubs/Since;'): ClassFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const u1 = () => view.getUint8(at++);
  const u2 = () => ((at += 2), view.getUint16(at - 2));
  const u4 = () => ((at += 4), view.getUint32(at - 4));
  if (u4() !== MAGIC) throw new Error('class file: bad magic');
  at += 4; // minor and major version

  const count = u2();
  const utf8: (string | undefined)[] = [];
  const classIndex: number[] = [];
  const integers: number[] = [];
  for (let i = 1; i < count; i++) {
    const tag = u1();
    if (tag === TAG.utf8) {
      const length = u2();
      utf8[i] = decodeModifiedUtf8(bytes.subarray(at, at + length));
      at += length;
    } else {
      const size = FIXED_ENTRY_SIZE[tag];
      if (size === undefined) throw new Error(`class file: unknown constant pool tag ${tag}`);
      if (tag === TAG.class) classIndex[i] = view.getUint16(at);
      if (tag === TAG.integer) integers[i] = view.getInt32(at);
      at += size;
      if (tag === TAG.long || tag === TAG.double) i++; // they take two slots
    }
  }
  const text = (index: number) => utf8[index] ?? fail(`constant ${index} is not Utf8`);
  const className = (index: number) => text(classIndex[index] ?? fail(`constant ${index} is not a class`));

  const access = u2();
  const name = className(u2());
  const superIndex = u2();
  const interfaces = Array.from({ length: u2() }, () => className(u2()));

  // Returns the @Since value among the attributes that follow, skipping everything else.
  const readAttributes = (): number | null => {
    let since: number | null = null;
    const attributes = u2();
    for (let a = 0; a < attributes; a++) {
      const attributeName = text(u2());
      const length = u4();
      const end = at + length;
      if (attributeName === 'RuntimeInvisibleAnnotations') {
        const annotations = u2();
        for (let n = 0; n < annotations; n++) {
          const type = text(u2());
          const pairs = u2();
          for (let p = 0; p < pairs; p++) {
            u2(); // element name
            const value = readElementValue();
            if (type === sinceAnnotation && typeof value === 'number') since = value;
          }
        }
      }
      at = end;
    }
    return since;
  };
  const readElementValue = (): number | null => {
    const tag = String.fromCharCode(u1());
    if ('BCDFIJSZs'.includes(tag)) {
      const index = u2();
      return tag === 'I' ? (integers[index] ?? null) : null;
    }
    if (tag === 'e') at += 4;
    else if (tag === 'c') at += 2;
    else if (tag === '@') {
      u2();
      const pairs = u2();
      for (let p = 0; p < pairs; p++) {
        u2();
        readElementValue();
      }
    } else if (tag === '[') {
      const values = u2();
      for (let v = 0; v < values; v++) readElementValue();
    } else throw new Error(`class file: unknown element value tag ${tag}`);
    return null;
  };
  const readMembers = (): ClassMember[] =>
    Array.from({ length: u2() }, () => {
      const flags = u2();
      const memberName = text(u2());
      const descriptor = text(u2());
      const isStatic = (flags & ACC_STATIC) !== 0;
      return {
        name: memberName,
        descriptor,
        isStatic,
        isPrivate: (flags & ACC_PRIVATE) !== 0,
        since: readAttributes(),
      };
    });

  const fields = readMembers();
  const methods = readMembers();
  const since = readAttributes();
  return {
    name,
    superName: superIndex === 0 ? null : className(superIndex),
    interfaces,
    isInterface: (access & ACC_INTERFACE) !== 0,
    since,
    fields,
    methods,
  };
}

// Class files store strings in modified UTF-8 (JVMS 4.4.7): 1 to 3 bytes per UTF-16 unit, NUL as
// C0 80, supplementary characters as two 3-byte surrogates. Decoding unit by unit covers all of it.
function decodeModifiedUtf8(bytes: Uint8Array): string {
  const units: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      units.push(b);
      i += 1;
    } else if ((b & 0xe0) === 0xc0) {
      units.push(((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f));
      i += 2;
    } else {
      units.push(((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f));
      i += 3;
    }
  }
  let text = '';
  for (let i = 0; i < units.length; i += 4096) text += String.fromCharCode(...units.slice(i, i + 4096));
  return text;
}

function fail(message: string): never {
  throw new Error(`class file: ${message}`);
}
