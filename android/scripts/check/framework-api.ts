import { readFileSync } from 'node:fs';
import { Jar } from '../lib/jar.js';
import { readClassFile, type ClassFile, type ClassMember } from './class-file.js';

/** The API level of the platform the shell is compiled against; anything newer must come from a stub. */
export const BASE_API = 23;

export interface ResolvedSymbol {
  /** BASE_API when android.jar (API 23) has it, else the stub's @Since level. */
  level: number;
  /** Where it was found: the API 23 jar or the stub jar. */
  source: 'android.jar' | 'stub';
}

/**
 * The public API the dex may call: android.jar of API 23 plus the compile-only stubs (classes and
 * members added later, each with its @Since level). Lookups follow superclasses and interfaces
 * like the JVM's resolution does, because javac names the receiver's static type, not the
 * declaring class (FrameLayout.addView is declared in ViewGroup).
 */
export class FrameworkApi {
  private readonly platform: Jar;
  private readonly stubs: Jar;
  private readonly cache = new Map<string, { platform: ClassFile | null; stub: ClassFile | null }>();

  constructor(androidJar: string, stubJar: string) {
    this.platform = new Jar(readFileSync(androidJar));
    this.stubs = new Jar(readFileSync(stubJar));
  }

  /** Internal names of every class the stub jar declares (its annotation type aside). */
  stubClassNames(): string[] {
    return this.stubs
      .names()
      .filter((n) => n.endsWith('.class') && !n.startsWith('dev/'))
      .map((n) => n.slice(0, -'.class'.length));
  }

  classes(name: string): { platform: ClassFile | null; stub: ClassFile | null } {
    let found = this.cache.get(name);
    if (!found) {
      const read = (zip: Jar) => {
        const bytes = zip.read(`${name}.class`);
        return bytes ? readClassFile(bytes) : null;
      };
      found = { platform: read(this.platform), stub: read(this.stubs) };
      this.cache.set(name, found);
    }
    return found;
  }

  resolveClass(name: string): ResolvedSymbol | null {
    const { platform, stub } = this.classes(name);
    if (platform) return { level: BASE_API, source: 'android.jar' };
    if (stub) return { level: stub.since ?? Number.POSITIVE_INFINITY, source: 'stub' };
    return null;
  }

  resolveMethod(owner: string, name: string, descriptor: string): ResolvedSymbol | null {
    return this.resolveMember(owner, (c) => c.methods, name, descriptor, name !== '<init>');
  }

  resolveField(owner: string, name: string, type: string): ResolvedSymbol | null {
    return this.resolveMember(owner, (c) => c.fields, name, type, true);
  }

  /** Looks in the class, then (when inherited members count) its superclasses and interfaces. */
  private resolveMember(
    owner: string,
    members: (c: ClassFile) => ClassMember[],
    name: string,
    descriptor: string,
    inherited: boolean,
  ): ResolvedSymbol | null {
    const queue = [owner.startsWith('[') ? 'java/lang/Object' : owner];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const { platform, stub } = this.classes(current);
      if (platform && members(platform).some((m) => m.name === name && m.descriptor === descriptor)) {
        return { level: BASE_API, source: 'android.jar' };
      }
      const stubMember = stub && members(stub).find((m) => m.name === name && m.descriptor === descriptor);
      // A shadow member without @Since must be in android.jar (found above); the stubs test checks that.
      if (stubMember) return { level: stubMember.since ?? stub.since ?? Number.POSITIVE_INFINITY, source: 'stub' };
      if (!inherited) return null;
      for (const c of [platform, stub]) {
        if (c?.superName) queue.push(c.superName);
        if (c) queue.push(...c.interfaces);
      }
    }
    return null;
  }
}
