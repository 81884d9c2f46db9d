import { BASE_API, type FrameworkApi } from './framework-api.js';

/** The newest API level this shell targets: nothing in a stub may claim a later one. */
const TARGET_API = 36;

/**
 * What the stub jar must promise for the API check to mean anything:
 *  - a class android.jar lacks is new: it carries @Since(24..36);
 *  - a shadow class (android.jar has it) declares each member either with @Since (then android.jar
 *    must lack it) or without (then android.jar must have it, same descriptor, same static-ness).
 * Private members and static initialisers are compile artefacts of the stubs, not API.
 */
export function checkStubs(api: FrameworkApi): string[] {
  const problems: string[] = [];
  const levelOk = (level: number | null) => level !== null && level > BASE_API && level <= TARGET_API;
  for (const name of api.stubClassNames()) {
    const { platform, stub } = api.classes(name);
    if (!stub) continue;
    if (!platform) {
      if (!levelOk(stub.since))
        problems.push(`${name}: not in API ${BASE_API}, so it needs @Since(${BASE_API + 1}..${TARGET_API})`);
      continue;
    }
    if (stub.since !== null)
      problems.push(`${name}: android.jar API ${BASE_API} has this class; put @Since on its new members instead`);
    for (const [kind, stubMembers, platformMembers] of [
      ['method', stub.methods, platform.methods],
      ['field', stub.fields, platform.fields],
    ] as const) {
      for (const member of stubMembers) {
        if (member.isPrivate || member.name === '<clinit>') continue;
        const match = platformMembers.find((m) => m.name === member.name && m.descriptor === member.descriptor);
        const label = `${name}.${member.name}:${member.descriptor}`;
        if (member.since !== null) {
          if (!levelOk(member.since))
            problems.push(`${label}: @Since(${member.since}) is outside ${BASE_API + 1}..${TARGET_API}`);
          if (match) problems.push(`${label}: marked @Since(${member.since}) but android.jar API ${BASE_API} has it`);
        } else if (!match) {
          problems.push(`${label}: shadow ${kind} without @Since, but android.jar API ${BASE_API} lacks it`);
        } else if (match.isStatic !== member.isStatic) {
          problems.push(`${label}: static in one of the stub and android.jar but not the other`);
        }
      }
    }
  }
  return problems;
}
