/**
 * ProGuard's mapping file (its -printmapping output, the format R8 and Play read), as the App Bundle carries it at
 * OBFUSCATION_MAP_PATH (docs/bundle-format.md): a line `original.Class -> obfuscated.Class:` per class, then its
 * members indented, `type name -> newName` for a field and `type name(argTypes) -> newName` for a method (ProGuard
 * prefixes `start:end:` line numbers when the code has them; ours has none). `#` lines are comments.
 */

interface MappedMember {
  kind: 'field' | 'method';
  /** The Java type of a field, or the return type of a method, as written (`java.lang.String`, `int[]`). */
  type: string;
  name: string;
  /** A method's argument types, as written; empty for a field. */
  args: string[];
  obfuscated: string;
}

export interface MappedClass {
  original: string;
  obfuscated: string;
  members: MappedMember[];
}

const CLASS_LINE = /^(\S+) -> (\S+):$/;
const MEMBER_LINE = /^ {4}(?:\d+:\d+:)?(\S+) ([^\s(]+)(?:\(([^)]*)\))?(?::\d+(?::\d+)?)? -> (\S+)$/;

/** Reads a mapping; throws with the line number at the first line that is not ProGuard's format. */
export function readProguardMap(text: string): MappedClass[] {
  const classes: MappedClass[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, index) => {
    if (line.startsWith('#')) return;
    const type = CLASS_LINE.exec(line);
    if (type) {
      classes.push({ original: type[1]!, obfuscated: type[2]!, members: [] });
      return;
    }
    const member = MEMBER_LINE.exec(line);
    const owner = classes.at(-1);
    if (!member || !owner) throw new Error(`line ${index + 1} is not a ProGuard mapping line: ${line.slice(0, 80)}`);
    const args = member[3];
    owner.members.push({
      kind: args === undefined ? 'field' : 'method',
      type: member[1]!,
      name: member[2]!,
      args: args ? args.split(',') : [],
      obfuscated: member[4]!,
    });
  });
  if (classes.length === 0) throw new Error('the mapping names no class');
  return classes;
}
