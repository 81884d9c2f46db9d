import type { BuiltApk, BuiltBundle, ListingKit, ListingKitInput, SiteIcon } from '../engine/index.js';
import type { EngineBuildConfig, SigningKeyMaterial } from './engine-port.js';

/** What the pooled engine asks its worker (engine-worker.ts): the engine calls that decode images or sign. */
export type EngineRequest =
  | { op: 'buildApk'; config: EngineBuildConfig; key: SigningKeyMaterial }
  | { op: 'buildBundle'; config: EngineBuildConfig; key: SigningKeyMaterial }
  | { op: 'exportPkcs12'; key: SigningKeyMaterial; password: string; alias: string }
  | { op: 'buildOwnershipProofApk'; config: EngineBuildConfig; key: SigningKeyMaterial; token: string }
  | { op: 'exportKeyForPlay'; key: SigningKeyMaterial; encryptionKey: string }
  | { op: 'prepareSiteIcon'; bytes: Uint8Array; maxBytes: number }
  | { op: 'buildListingKit'; input: ListingKitInput };

/** An error crossing the thread boundary: the engine's config error keeps its field, anything else its name. */
export type EngineFailure =
  | { kind: 'config'; field: string; message: string }
  | { kind: 'error'; name: string; message: string };

export type EngineAnswer =
  | { ok: true; op: 'buildApk'; value: BuiltApk }
  | { ok: true; op: 'buildBundle'; value: BuiltBundle }
  | { ok: true; op: 'exportPkcs12'; value: Uint8Array }
  | { ok: true; op: 'buildOwnershipProofApk'; value: BuiltApk }
  | { ok: true; op: 'exportKeyForPlay'; value: Uint8Array }
  | { ok: true; op: 'prepareSiteIcon'; value: SiteIcon | null }
  | { ok: true; op: 'buildListingKit'; value: ListingKit }
  | { ok: false; failure: EngineFailure };
