import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface BundleRecord {
  versionCode: number;
  sha1: string;
  sha256: string;
  certificateSha256: string;
}

export interface Release {
  name?: string;
  versionCodes: string[];
  status: string;
  releaseNotes?: Array<{ language: string; text: string }>;
}

interface Track {
  track: string;
  releases: Release[];
}

interface Listing {
  language: string;
  title?: string;
  shortDescription?: string;
  fullDescription?: string;
}

export interface ImageRecord {
  id: string;
  sha1: string;
  sha256: string;
  url: string;
}

interface AppDetails {
  defaultLanguage?: string;
  contactEmail?: string;
  contactWebsite?: string;
  contactPhone?: string;
}

/** What an app's store presence holds; an edit works on a copy and commit swaps it in. */
interface StorePresence {
  tracks: Record<string, Track>;
  listings: Record<string, Listing>;
  /** By language, then image type. */
  images: Record<string, Record<string, ImageRecord[]>>;
  details: AppDetails;
}

/** An app "created in Play Console" (the sandbox's admin call) with everything committed to it. */
export interface AppRecord extends StorePresence {
  packageName: string;
  title: string;
  createdAt: number;
  /** Service accounts given release rights for this app in Users and permissions. */
  grants: Record<string, 'release'>;
  /** Fixed by the first committed bundle: every later bundle must carry the same certificate. */
  uploadCertificateSha256?: string;
  /** Every version code ever committed (Play never lets one be used twice). */
  bundles: Record<string, BundleRecord>;
}

export interface EditRecord extends StorePresence {
  id: string;
  packageName: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  /** Bundles uploaded in this edit, by version code. */
  newBundles: Record<string, BundleRecord>;
  /** Test hook: the edit expires right after this operation succeeds once. */
  expireAfter?: string;
}

interface SavedState {
  apps: Record<string, AppRecord>;
}

const presenceOf = (source: StorePresence): StorePresence =>
  structuredClone({
    tracks: source.tracks,
    listings: source.listings,
    images: source.images,
    details: source.details,
  });

/** Apps and open edits in memory; apps (never edits) survive restarts when a state file is given. */
export class PlayState {
  readonly apps = new Map<string, AppRecord>();
  readonly edits = new Map<string, EditRecord>();
  /** Per package: the operation after which the package's next edit expires (a test hook). */
  readonly expireNextEditAfter = new Map<string, string>();

  constructor(private readonly stateFile?: string) {
    if (stateFile && existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as SavedState;
      for (const app of Object.values(saved.apps ?? {})) this.apps.set(app.packageName, app);
    }
  }

  save(): void {
    if (!this.stateFile) return;
    const saved: SavedState = { apps: Object.fromEntries(this.apps) };
    writeFileSync(`${this.stateFile}.tmp`, `${JSON.stringify(saved, null, 1)}\n`);
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
  }

  /** What a developer does in Play Console: Create app (idempotent), and grant release rights to service accounts. */
  createApp(packageName: string, title: string, grantees: readonly string[], now: number): AppRecord {
    let app = this.apps.get(packageName);
    if (!app) {
      app = {
        packageName,
        title,
        createdAt: now,
        grants: {},
        bundles: {},
        tracks: {},
        listings: {},
        images: {},
        details: {},
      };
      this.apps.set(packageName, app);
    }
    for (const email of grantees) app.grants[email] = 'release';
    this.save();
    return app;
  }

  setGrant(packageName: string, email: string, release: boolean): void {
    const app = this.apps.get(packageName);
    if (!app) return;
    if (release) app.grants[email] = 'release';
    else delete app.grants[email];
    this.save();
  }

  openEdit(app: AppRecord, email: string, now: number, ttlMs: number): EditRecord {
    const edit: EditRecord = {
      id: randomBytes(12).toString('hex'),
      packageName: app.packageName,
      email,
      createdAt: now,
      expiresAt: now + ttlMs,
      newBundles: {},
      ...presenceOf(app),
    };
    const expireAfter = this.expireNextEditAfter.get(app.packageName);
    if (expireAfter) {
      edit.expireAfter = expireAfter;
      this.expireNextEditAfter.delete(app.packageName);
    }
    this.edits.set(edit.id, edit);
    return edit;
  }

  /** Commit: the edit's store presence and bundles become the app's, at once; the edit is gone. */
  commit(app: AppRecord, edit: EditRecord): void {
    Object.assign(app, presenceOf(edit));
    for (const bundle of Object.values(edit.newBundles)) {
      app.bundles[String(bundle.versionCode)] = bundle;
      app.uploadCertificateSha256 ??= bundle.certificateSha256;
    }
    this.edits.delete(edit.id);
    this.save();
  }

  /**
   * Forgets one app, its open edits and its test hook: a test that runs again on the same stack gets the same package
   * name once its previous account is deleted (the claim goes with it), and needs Play Console without its bundles.
   */
  deleteApp(packageName: string): boolean {
    const existed = this.apps.delete(packageName);
    for (const [id, edit] of this.edits) if (edit.packageName === packageName) this.edits.delete(id);
    this.expireNextEditAfter.delete(packageName);
    this.save();
    return existed;
  }

  clear(): void {
    this.apps.clear();
    this.edits.clear();
    this.expireNextEditAfter.clear();
    this.save();
  }
}
