import { randomBytes } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { localBrandGuard } from '../../abuse/local-brand-guard.js';
import type { AutopilotDeps } from '../autopilot-deps.js';
import { startCampaign, type CampaignRun } from '../start-campaign.js';
import { APP_ROUTES } from '../../contracts/app-routes.js';
import { SHELL_RELEASE } from '../../contracts/autopilot.js';
import { downloadLinkKey } from '../../delivery/download-link-key.js';
import { downloadTokens } from '../../delivery/download-token.js';
import { apkEngine } from '../../engine-pool/direct-engine.js';
import { adminTarget } from '../../platform/cli/admin-target.js';
import { systemClock } from '../../platform/clock.js';
import { adminDb } from '../../platform/db.js';
import { bucketFiles } from '../../platform/files.js';
import { newBuildId } from '../../platform/ids.js';
import { deliverOutboxMessage } from '../../platform/mail/deliver-outbox-message.js';
import { smtpMailer } from '../../platform/mail/mailer.js';
import { keyringFromSecrets } from '../../signing/keyring.js';

export interface CampaignOptions {
  shellVersion: string;
  whatChanged?: string;
  requiredBy?: string;
  project?: string;
  databaseUrl?: string;
}

/**
 * `npm run ops -- campaign <shellVersion>`: an update campaign from a trusted machine (autopilot/start-campaign.ts),
 * against the local stack by default: the engine in this process, emails through the local mail catcher.
 */
export async function runCampaign(options: CampaignOptions): Promise<{ run: CampaignRun; where: string }> {
  const target = adminTarget(
    { project: options.project, 'database-url': options.databaseUrl },
    'apkforge-ops-campaign',
  );
  try {
    const secret = (name: string) => {
      const value = target.secret(name);
      if (!value)
        throw new Error(`${name} is not set (README "Rotating an app's key, and apps kept current" says where)`);
      return value;
    };
    const db = adminDb(getDatabase(target.app));
    const clock = systemClock;
    const smtpUrl = target.secret('SMTP_URL');
    const outbox = smtpUrl
      ? { db, clock, mailer: smtpMailer(smtpUrl, 'Apkforge <no-reply@apkforge.dev>'), messageIdDomain: 'apkforge.dev' }
      : null;
    const appUrl = process.env.APP_URL ?? 'http://localhost:5000';
    const deps: AutopilotDeps = {
      db,
      clock,
      files: bucketFiles(getStorage(target.app).bucket()),
      engine: apkEngine,
      keyring: keyringFromSecrets(secret('SIGNING_KEYS_SECRET'), target.secret('SIGNING_KEYS_SECRET_PREVIOUS')),
      reputation: localBrandGuard(),
      // Links are made by the functions when an owner downloads; a campaign makes none.
      tokens: downloadTokens(
        downloadLinkKey(target.secret('DOWNLOAD_LINKS_SECRET') ?? randomBytes(32).toString('base64')),
      ),
      tokenTtlSeconds: 900,
      newBuildId,
      events: {
        db,
        clock,
        dashboardUrl: `${appUrl}${APP_ROUTES.dashboard}`,
        ...(outbox ? { sendNow: (id: string) => deliverOutboxMessage(outbox, id) } : {}),
      },
      // Where the functions serve every app's notification feed (the web app's origin, as they are told by APP_URL).
      notificationsOrigin: appUrl,
    };
    const run = await startCampaign(
      deps,
      {
        shellVersion: options.shellVersion,
        whatChanged: options.whatChanged ?? SHELL_RELEASE.notes,
        ...(options.requiredBy ? { requiredBy: options.requiredBy } : {}),
      },
      'ops-cli',
    );
    return { run, where: target.description };
  } finally {
    await deleteApp(target.app);
  }
}
