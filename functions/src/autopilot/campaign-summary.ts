import type { CampaignRecord, CampaignSummary, OpsCampaignsResult } from '../contracts/autopilot.js';
import { CAMPAIGNS_PATH, PACKAGES_PATH } from '../contracts/database-paths.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';

const USERS_PER_PAGE = 100;

/**
 * The support console's campaign view (docs/product.md "Support console"): apps per shell version of their last
 * build, and for each campaign how many owners were told, how many apps were rebuilt, failed or still wait. Read from
 * the packages themselves, so it is always what the owners see.
 */
export async function campaignSummary(db: Db): Promise<OpsCampaignsResult> {
  const appsPerShellVersion: Record<string, number> = {};
  const counts = new Map<string, Omit<CampaignSummary, 'campaign'>>();
  for (let after: string | null = null; ;) {
    const users: [string, Record<string, PackageRecord>][] = await db.childrenAfter(
      PACKAGES_PATH,
      after,
      USERS_PER_PAGE,
    );
    if (users.length === 0) break;
    after = users[users.length - 1]![0];
    for (const summary of users.flatMap(([, packages]) => Object.values(packages))) {
      if (!summary.certificateSha256) continue;
      const version = summary.shellVersion ?? 'unknown';
      appsPerShellVersion[version] = (appsPerShellVersion[version] ?? 0) + 1;
      const update = summary.update;
      if (!update) continue;
      const count = counts.get(update.campaignId) ?? { told: 0, rebuilt: 0, failed: 0, waiting: 0 };
      if (update.toldAt) count.told += 1;
      if (update.status === 'rebuilt') count.rebuilt += 1;
      else if (update.status === 'failed') count.failed += 1;
      else count.waiting += 1;
      counts.set(update.campaignId, count);
    }
  }
  const campaigns = Object.values((await db.get<Record<string, CampaignRecord>>(CAMPAIGNS_PATH)) ?? {})
    .sort((a, b) => b.startedAt - a.startedAt)
    .map((campaign) => ({ campaign, ...(counts.get(campaign.id) ?? { told: 0, rebuilt: 0, failed: 0, waiting: 0 }) }));
  return { appsPerShellVersion, campaigns };
}
