import { PLANS_PATH } from '@contracts/database-paths';
import type { Plan } from '@contracts/plans';
import useSWR from 'swr';
import { databaseRestUrl } from '@/lib/database-rest';
import { toPlans } from '../lib/to-plans';

const plansKey = PLANS_PATH;

/**
 * plans/ is public and seeded by the server from its catalog (functions/src/plans/catalog.ts). It is read once over the
 * database's REST API: the pricing cards on the visitors' home page then need no Database SDK.
 */
export async function getPlans(fetchImpl: typeof fetch = fetch): Promise<Plan[]> {
  const response = await fetchImpl(databaseRestUrl(PLANS_PATH), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the plans (HTTP ${response.status})`);
  return toPlans(await response.json());
}

export function usePlans() {
  return useSWR(plansKey, () => getPlans(), { revalidateOnFocus: false });
}
