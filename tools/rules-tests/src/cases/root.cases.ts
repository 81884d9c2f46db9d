import { ALL_WHO, OWNER } from './identities.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Everything not named in the rules is denied (default deny at the root).
export const ROOT_CASES: RulesCase[] = ALL_WHO.flatMap((who): RulesCase[] => [
  { name: 'cannot read the whole database', area: 'root', action: 'read', who, op: read(''), expect: 'deny' },
  {
    name: 'cannot read a path the rules do not name',
    area: 'root',
    action: 'read',
    who,
    op: read('admins'),
    expect: 'deny',
  },
  {
    name: 'cannot create a path the rules do not name',
    area: 'root',
    action: 'create',
    who,
    op: set(`admins/${OWNER}`, true),
    expect: 'deny',
  },
  {
    name: 'cannot overwrite the whole database',
    area: 'root',
    action: 'update',
    who,
    op: update('', { plans: null }),
    expect: 'deny',
  },
  { name: 'cannot delete the whole database', area: 'root', action: 'delete', who, op: remove(''), expect: 'deny' },
]);
