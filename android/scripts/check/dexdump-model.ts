import { run } from '../lib/run.js';

export interface DexRef {
  kind: 'method' | 'field' | 'type';
  /** Type descriptor of the owner (or of the type itself): Landroid/view/View; */
  owner: string;
  name: string;
  /** Method prototype or field type; empty for type refs. */
  descriptor: string;
  /** Code-unit address of the instruction that makes the reference (absent for caught types). */
  address?: number;
}

/** A try block: instructions from start (inclusive) to end (exclusive), and the types it catches. */
interface DexTry {
  start: number;
  end: number;
  /** Caught class descriptors; '<any>' for a catch-all (finally). */
  handlers: string[];
}

export interface DexMethod {
  name: string;
  proto: string;
  access: string[];
  virtual: boolean;
  refs: DexRef[];
  tries: DexTry[];
}

export interface DexClass {
  descriptor: string;
  access: string[];
  superclass: string | null;
  interfaces: string[];
  fields: { name: string; type: string; access: string[] }[];
  methods: DexMethod[];
}

/** Runs `dexdump -d` (the platform's own dex reader) and turns its report into a model. */
export async function dumpDex(dexdump: string, dexFile: string): Promise<DexClass[]> {
  const { stdout } = await run(dexdump, ['-d', dexFile]);
  return parseDexdump(stdout);
}

const METHOD_REF = /(\[*L[^;\s]+;|\[+[ZBSCIJFD])\.([^:\s]+):(\S+) \/\/ method@/;
const FIELD_REF = /(L[^;\s]+;)\.([^:\s]+):(\S+) \/\/ field@/;
const TYPE_REF = /(\[*L[^;\s]+;|\[+[ZBSCIJFD]) \/\/ type@/;
const CAUGHT_TYPE = /^\s+(L[^;\s]+;|<any>) -> 0x/;
const TRY_RANGE = /^\s+0x([0-9a-f]+) - 0x([0-9a-f]+)$/;

export function parseDexdump(report: string): DexClass[] {
  const classes: DexClass[] = [];
  let current: DexClass | null = null;
  let section = '';
  let member: { name: string; type: string; access: string[] } | null = null;
  let method: DexMethod | null = null;

  for (const line of report.split('\n')) {
    const classDescriptor = /^ {2}Class descriptor\s+: '(.+)'$/.exec(line);
    if (classDescriptor) {
      current = {
        descriptor: classDescriptor[1]!,
        access: [],
        superclass: null,
        interfaces: [],
        fields: [],
        methods: [],
      };
      classes.push(current);
      section = '';
      continue;
    }
    if (!current) continue;
    const classField = /^ {2}(Access flags|Superclass)\s+: (.+)$/.exec(line);
    if (classField) {
      if (classField[1] === 'Superclass') current.superclass = classField[2]!.replace(/'/g, '');
      else current.access = flags(classField[2]!);
      continue;
    }
    const sectionHeader = /^ {2}(Interfaces|Static fields|Instance fields|Direct methods|Virtual methods)\s+-/.exec(
      line,
    );
    if (sectionHeader) {
      section = sectionHeader[1]!;
      continue;
    }
    if (section === 'Interfaces') {
      const iface = /^ {4}#\d+\s+: '(.+)'$/.exec(line);
      if (iface) current.interfaces.push(iface[1]!);
      continue;
    }
    if (/^ {4}#\d+\s+: \(in /.test(line)) {
      member = { name: '', type: '', access: [] };
      method = null;
      continue;
    }
    const property = /^ {6}(name|type|access)\s+: (.+)$/.exec(line);
    if (property && member) {
      if (property[1] === 'name') member.name = property[2]!.replace(/^'|'$/g, '');
      else if (property[1] === 'type') member.type = property[2]!.replace(/^'|'$/g, '');
      else {
        member.access = flags(property[2]!);
        if (section.endsWith('fields')) current.fields.push({ ...member });
        else {
          method = {
            name: member.name,
            proto: member.type,
            access: member.access,
            virtual: section === 'Virtual methods',
            refs: [],
            tries: [],
          };
          current.methods.push(method);
        }
      }
      continue;
    }
    if (!method) continue;
    const instruction = /\|([0-9a-f]{4}): (.+)$/.exec(line);
    if (instruction && !instruction[2]!.includes('// string@')) {
      const text = instruction[2]!;
      const address = parseInt(instruction[1]!, 16);
      const m = METHOD_REF.exec(text) ?? null;
      const f = m ? null : FIELD_REF.exec(text);
      const t = m || f ? null : TYPE_REF.exec(text);
      if (m) method.refs.push({ kind: 'method', owner: m[1]!, name: m[2]!, descriptor: m[3]!, address });
      else if (f) method.refs.push({ kind: 'field', owner: f[1]!, name: f[2]!, descriptor: f[3]!, address });
      else if (t) method.refs.push({ kind: 'type', owner: t[1]!, name: '', descriptor: '', address });
      continue;
    }
    const range = TRY_RANGE.exec(line);
    if (range) {
      method.tries.push({ start: parseInt(range[1]!, 16), end: parseInt(range[2]!, 16), handlers: [] });
      continue;
    }
    const caught = CAUGHT_TYPE.exec(line);
    if (caught) {
      method.tries.at(-1)?.handlers.push(caught[1]!);
      if (caught[1] !== '<any>') method.refs.push({ kind: 'type', owner: caught[1]!, name: '', descriptor: '' });
    }
  }
  return classes;
}

// "0x0011 (PUBLIC FINAL)" -> ['PUBLIC', 'FINAL']
function flags(text: string): string[] {
  const names = /\(([^)]*)\)/.exec(text)?.[1] ?? '';
  return names.split(/\s+/).filter(Boolean);
}

/** Every class descriptor inside a type, method prototype or field type: (Landroid/view/View;I)Z -> [Landroid/view/View;] */
export function classTypesIn(descriptor: string): string[] {
  return descriptor.match(/L[^;]+;/g) ?? [];
}
