import { systemTool } from '@apkforge/test-kit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readProguardMap, type MappedClass } from '../../../functions/src/engine/bundle/proguard-map.js';
import { COMMITTED_DEX, MAPPING_NAME } from '../shell/paths.js';
import { LATE_CALLBACKS } from './api-guard.js';
import { dumpDex, type DexClass } from './dexdump-model.js';

const dexdump = systemTool('dexdump');
const PRIMITIVES: Record<string, string> = {
  void: 'V',
  boolean: 'Z',
  byte: 'B',
  char: 'C',
  short: 'S',
  int: 'I',
  long: 'J',
  float: 'F',
  double: 'D',
};

/** A Java type as the mapping writes it (`int[]`, `dev.apkforge.shell.Navigator`) as a dex descriptor, renamed. */
function descriptor(type: string, renamed: Map<string, string>): string {
  if (type.endsWith('[]')) return `[${descriptor(type.slice(0, -2), renamed)}`;
  return PRIMITIVES[type] ?? `L${(renamed.get(type) ?? type).replaceAll('.', '/')};`;
}

// Play de-obfuscates the shell's crash reports with the mapping every bundle carries (docs/bundle-format.md): it must
// describe exactly this dex. Each renamed class, field and method it names is in dexdump's report under that name and
// with the renamed types, and what the build keeps by name (android/proguard.pro) is there unrenamed.
describe.skipIf(dexdump.skip)("the committed proguard.map describes the committed dex (dexdump's reading)", () => {
  let classes: DexClass[] = [];
  let mapped: MappedClass[] = [];
  let renamed = new Map<string, string>();

  beforeAll(async () => {
    classes = await dumpDex(dexdump.path!, COMMITTED_DEX);
    mapped = readProguardMap(readFileSync(join(dirname(COMMITTED_DEX), MAPPING_NAME), 'utf8'));
    renamed = new Map(mapped.map((c) => [c.original, c.obfuscated]));
  });

  it('names every class of the dex once, and only classes of the dex', () => {
    const inDex = classes.map((c) => c.descriptor).sort();
    expect(mapped.map((c) => descriptor(c.obfuscated, new Map())).sort()).toEqual(inDex);
  });

  it('gives every mapped field and method its renamed name and renamed types in the dex', () => {
    const missing: string[] = [];
    for (const owner of mapped) {
      const dexClass = classes.find((c) => c.descriptor === descriptor(owner.obfuscated, new Map()))!;
      for (const member of owner.members) {
        const type = descriptor(member.type, renamed);
        const found =
          member.kind === 'field'
            ? dexClass.fields.some((f) => f.name === member.obfuscated && f.type === type)
            : dexClass.methods.some(
                (m) =>
                  m.name === member.obfuscated &&
                  m.proto === `(${member.args.map((a) => descriptor(a, renamed)).join('')})${type}`,
              );
        if (!found) missing.push(`${owner.original}.${member.name} -> ${member.obfuscated}`);
      }
    }
    expect(missing).toEqual([]);
    expect(mapped.flatMap((c) => c.members).length).toBeGreaterThan(200);
  });

  it('keeps by name what the platform calls: the manifest classes, the ApiNN holders and the late callbacks', () => {
    const kept = mapped.filter((c) => c.original === c.obfuscated).map((c) => c.original.split('.').pop());
    // The manifest names the activity, the provider and the notification job and boot receiver.
    const manifestClasses = ['MainActivity', 'CaptureProvider', 'NotifyService', 'BootReceiver'];
    expect(kept).toEqual(expect.arrayContaining([...manifestClasses, 'Api30Window', 'Api33Back', 'Api26Notify']));
    expect(kept.every((name) => manifestClasses.includes(name!) || /^Api\d+/.test(name!))).toBe(true);
    const renamedAway = mapped.filter((c) => c.original !== c.obfuscated);
    expect(renamedAway.map((c) => c.original)).toEqual(
      expect.arrayContaining(['dev.apkforge.shell.LinkRules', 'dev.apkforge.shell.Navigator']),
    );
    for (const callback of LATE_CALLBACKS) {
      const members = mapped.flatMap((c) => c.members).filter((m) => m.name === callback.name);
      expect(members.length, callback.name).toBeGreaterThan(0);
      expect(members.every((m) => m.obfuscated === callback.name)).toBe(true);
    }
  });
});
