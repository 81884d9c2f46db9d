import { ALL_WHO } from './identities.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// plans/: public read (signed-out visitors see prices, docs/product.md §2), no client writes (prices are the server's, docs/data-model.md).
export const PLANS_CASES: RulesCase[] = ALL_WHO.flatMap((who): RulesCase[] => [
  { name: 'reads the plan catalog', area: 'plans', action: 'read', who, op: read('plans'), expect: 'allow' },
  { name: 'reads one plan', area: 'plans', action: 'read', who, op: read('plans/aab_bundle'), expect: 'allow' },
  {
    name: 'lists plans in display order',
    area: 'plans',
    action: 'query',
    who,
    op: read('plans', { orderByChild: 'order' }),
    expect: 'allow',
  },
  {
    name: 'cannot add a plan',
    area: 'plans',
    action: 'create',
    who,
    op: set('plans/cheap', { id: 'cheap', name: 'Cheap', priceInr: 0, features: [], order: 6 }),
    expect: 'deny',
  },
  {
    name: 'cannot lower a price',
    area: 'plans',
    action: 'update',
    who,
    op: update('plans/end_to_end', { priceInr: 1 }),
    expect: 'deny',
  },
  { name: 'cannot delete a plan', area: 'plans', action: 'delete', who, op: remove('plans/apk_basic'), expect: 'deny' },
]);
