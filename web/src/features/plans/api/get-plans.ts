import useSWR from 'swr';
import { databaseRestUrl } from '@/lib/database-rest';
import type { Plan } from '@/types/api';
import { toPlans } from '../lib/to-plans';

export const plansKey = 'plans';

/**
 * plans/ is public and seeded by the server from its catalog (common.md). It is read once over the
 * database's REST API: the pricing cards on the visitors' home page then need no Database SDK.
 */
export async function getPlans(fetchImpl: typeof fetch = fetch): Promise<Plan[]> {
  const response = await fetchImpl(databaseRestUrl('plans'), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the plans (HTTP ${response.status})`);
  return toPlans(await response.json());
}

export function usePlans() {
  return useSWR(plansKey, () => getPlans(), { revalidateOnFocus: false });
}
