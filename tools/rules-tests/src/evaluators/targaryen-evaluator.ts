import targaryen from 'targaryen';
import { identityOf, tokenClaims, type Who } from '../cases/identities.js';
import { seedFor } from '../cases/seed.js';
import type { RulesCase, Verdict } from '../cases/types.js';
import type { DatabaseRules } from '../rules-file.js';

/**
 * The server time of every simulated operation. Fixed, so a failure replays exactly; later than every seeded
 * timestamp, like the real clock.
 */
const TARGARYEN_NOW = Date.UTC(2026, 0, 1, 9, 30, 0);

/** `auth` as the Realtime Database exposes it to rules: uid, provider and the ID token's claims. */
function authFor(who: Who): object | null {
  const identity = identityOf(who);
  if (!identity) return null;
  return {
    uid: identity.uid,
    provider: identity.signInProvider === 'google.com' ? 'google' : 'password',
    token: { ...tokenClaims(identity), sub: identity.uid, user_id: identity.uid },
  };
}

/** targaryen addresses the root as '/', the SDKs as ''. */
const targaryenPath = (path: string) => (path === '' ? '/' : path);

/**
 * Second evaluator: targaryen simulates the operation against the same rules file, from the same seed, with a
 * fixed `now` on each operation.
 */
export function evaluateWithTargaryen(rules: DatabaseRules, rulesCase: RulesCase): Verdict {
  const database = targaryen.database(rules, seedFor(rulesCase), TARGARYEN_NOW).as(authFor(rulesCase.who));
  const { op } = rulesCase;
  const now = TARGARYEN_NOW;
  const path = targaryenPath(op.path);
  const result =
    op.kind === 'read'
      ? database.read(path, op.query ? { now, query: { ...op.query } } : { now })
      : op.kind === 'set'
        ? database.write(path, op.value, { now })
        : op.kind === 'update'
          ? database.update(path, op.patch, { now })
          : database.write(path, null, { now });
  return { allowed: result.allowed, detail: result.info };
}
