import { SIGNING_KEYS_PATH, UPLOAD_KEYS_PATH } from '../contracts/database-paths.js';
import { seal, unseal, UnsealError, type SealingKeyring } from './seal.js';
import type { Db } from '../platform/db.js';
import type { SigningKeyRecord } from './signing-key-record.js';

const USERS_PER_PAGE = 100;

export interface RotationReport {
  /** Sealed keys found. */
  keys: number;
  /** Sealed again with the current secret by this run. */
  resealed: number;
  /** Already sealed with the current secret. */
  current: number;
  /** Paths of keys neither secret opens: investigate before dropping SIGNING_KEYS_SECRET_PREVIOUS. */
  unreadable: string[];
}

/**
 * Step 4 of a rotation of SIGNING_KEYS_SECRET (README "Rotating the signing-keys secret"): every sealed key
 * not sealed with the current secret is sealed again with it, in place (a key still under its first id keeps that
 * id; it moves when next used). Each key is rewritten in a transaction that changes nothing if the key changed
 * meanwhile (a build sealing it again first). Idempotent: a second run finds every key current.
 */
export async function rotateSigningKeys(db: Db, keyring: SealingKeyring, nowMs: number): Promise<RotationReport> {
  const report: RotationReport = { keys: 0, resealed: 0, current: 0, unreadable: [] };
  // The signing keys and the separate upload keys ("Play uses my key") are sealed the same way.
  for (const root of [SIGNING_KEYS_PATH, UPLOAD_KEYS_PATH]) await resealUnder(db, root, keyring, nowMs, report);
  return report;
}

async function resealUnder(
  db: Db,
  root: string,
  keyring: SealingKeyring,
  nowMs: number,
  report: RotationReport,
): Promise<void> {
  for (let after: string | null = null; ;) {
    const users: [string, Record<string, SigningKeyRecord>][] = await db.childrenAfter(root, after, USERS_PER_PAGE);
    if (users.length === 0) return;
    for (const [uid, keys] of users) {
      for (const [id, record] of Object.entries(keys)) {
        const path = `${root}/${uid}/${id}`;
        report.keys += 1;
        let opened;
        try {
          opened = unseal(keyring, record.sealed, path);
        } catch (error) {
          if (!(error instanceof UnsealError)) throw error;
          report.unreadable.push(path);
          continue;
        }
        if (!opened.stale) {
          report.current += 1;
          continue;
        }
        const sealed = seal(keyring.current, opened.plaintext, path);
        const result = await db.transaction<SigningKeyRecord>(path, (stored) =>
          stored?.sealed === record.sealed ? { ...stored, sealed, resealedAt: nowMs } : stored,
        );
        // Otherwise a build sealed it again first, or the account was deleted meanwhile: nothing left to do.
        if (result.value?.sealed === sealed) report.resealed += 1;
        else if (result.value) report.current += 1;
      }
    }
    after = users[users.length - 1]![0];
  }
}
