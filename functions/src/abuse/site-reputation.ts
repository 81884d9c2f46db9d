/** What is about to be built and signed: the site, and the names the app will carry. */
export interface AppIdentity {
  url: string;
  appName: string;
  packageName: string;
}

export type SiteVerdict = { allowed: true } | { allowed: false; brand: string; reason: string };

/**
 * The check every build passes before it is signed (free builds and paid fulfilment). The product ships a local
 * implementation over a committed list (local-brand-guard.ts) because no outbound reputation service is reachable
 * from here; a hosted one (Safe Browsing, a brand-protection feed) plugs in as another implementation of this
 * interface, wired in wiring/platform.ts, and may combine its verdict with the local list's.
 */
export interface SiteReputation {
  check(app: AppIdentity): Promise<SiteVerdict>;
}

/** Fulfilment's refusal: classified as the request's own problem ('input'), left for support, never retried. */
export class SiteRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SiteRefusedError';
  }
}
