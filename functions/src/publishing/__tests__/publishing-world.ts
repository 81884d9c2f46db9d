import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPlaySandbox, type PlaySandbox } from '@apkforge/play-sandbox';
import { localBrandGuard } from '../../abuse/local-brand-guard.js';
import { assetLinksJson } from '../../contracts/asset-links.js';
import { requestPath, supportStaffPath } from '../../contracts/database-paths.js';
import type { PublishingRecord } from '../../contracts/publishing.js';
import { loadPublishing } from '../publishing-store.js';
import { apkEngine } from '../../engine-pool/direct-engine.js';
import { newEventId } from '../../platform/event-ids.js';
import { fetchPublic } from '../../sites/import/fetch-public.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { caller, ManualClock, unpaidRequest } from '../../__tests__/fixtures.js';
import { testKeyring } from '../../__tests__/keyring.js';
import { newLocalServiceAccount } from '../cli/local-service-account.js';
import { officialPlayPublisher } from '../official-play-publisher.js';
import type { PublishingDeps } from '../publishing-deps.js';

export const OWNER = 'publishOwner1';
export const REQUEST_ID = 'req-publish-1';
export const owner = caller(OWNER);
export const support = caller('supportUser1', { support: true });
const account = newLocalServiceAccount('publisher@apkforge-tests.iam.gserviceaccount.com');

/** A local test site (127.0.0.1): its pages are whatever a test sets, its assetlinks.json too. */
interface TestSite {
  url: string;
  pages: Map<string, { status: number; type: string; body: string }>;
  close(): Promise<void>;
}

async function startTestSite(): Promise<TestSite> {
  const pages = new Map<string, { status: number; type: string; body: string }>();
  const server: Server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://site').pathname) ?? {
      status: 404,
      type: 'text/html',
      body: 'Not found',
    };
    response.writeHead(page.status, { 'Content-Type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages.set('/', {
    status: 200,
    type: 'text/html',
    body: '<html><head><meta name="description" content="Yoga and fitness classes in Pune, booked in two taps."><title>FitZone Studio</title></head><body><a href="/privacy">Privacy</a><a href="/classes">Classes</a></body></html>',
  });
  pages.set('/privacy', {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: '<html><body>Privacy policy</body></html>',
  });
  return { url, pages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface PublishingWorld {
  deps: PublishingDeps & { db: MemoryDb; files: MemoryFiles; clock: ManualClock };
  sandbox: PlaySandbox;
  site: TestSite;
  record(): Promise<PublishingRecord>;
  /** What a customer does in Play Console: create the app and give our service account release rights. */
  createAppInConsole(packageName: string, grant?: boolean): void;
  /** Serves the assetlinks.json the app needs, with these fingerprints. */
  serveAssetLinks(packageName: string, fingerprints: string[]): void;
  stop(): Promise<void>;
}

/** The publishing domain against the Play stand-in (through the official client) and a local site. */
export async function publishingWorld(): Promise<PublishingWorld> {
  const sandbox = await startPlaySandbox({ port: 0, serviceAccounts: [account] });
  const site = await startTestSite();
  const db = new MemoryDb();
  const clock = new ManualClock();
  const deps = {
    db,
    files: new MemoryFiles(),
    clock,
    engine: apkEngine,
    keyring: testKeyring(),
    reputation: localBrandGuard(),
    play: () => officialPlayPublisher({ serviceAccount: account, rootUrl: `${sandbox.url}/` }),
    serviceAccountEmail: account.client_email,
    fetch: fetchPublic,
    allowLoopback: true,
    events: { db, clock, dashboardUrl: 'http://localhost:5000/dashboard' },
    newId: newEventId,
    notificationsOrigin: 'https://apkforge.test',
  };
  // The support user is on the server-side staff list (npm run ops -- grant writes it with the claim).
  await db.set(supportStaffPath(support.uid), { email: 'support@apkforge.dev', grantedAt: clock.now() });
  await db.set(requestPath(OWNER, REQUEST_ID), {
    ...unpaidRequest(REQUEST_ID, 'publish_2days', 89),
    url: `${site.url}/`,
    appName: 'FitZone Studio',
    planName: 'Publish in Play & Apple Store in 3 weeks',
    paymentStatus: 'paid',
    paidAt: clock.now(),
  });
  return {
    deps,
    sandbox,
    site,
    record: async () => (await loadPublishing(db, OWNER, REQUEST_ID))!,
    createAppInConsole: (packageName, grant = true) => {
      sandbox.state.createApp(packageName, 'FitZone Studio', grant ? [account.client_email] : [], Date.now());
    },
    serveAssetLinks: (packageName, fingerprints) =>
      site.pages.set('/.well-known/assetlinks.json', {
        status: 200,
        type: 'application/json',
        body: assetLinksJson(packageName, fingerprints),
      }),
    stop: async () => {
      await Promise.all([sandbox.stop(), site.close()]);
    },
  };
}
