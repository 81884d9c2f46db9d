import type { AppConfig, SigningKey } from '../../../functions/src/engine/index.js';
import type { CliCommand } from './args.js';
import { deliverAab } from './deliver-aab.js';
import { deliverApk } from './deliver-apk.js';
import type { Deliverable } from './deliverable.js';

/** How each command builds and checks its file. */
export const DELIVERABLES: Record<CliCommand, (config: AppConfig, key: SigningKey) => Promise<Deliverable>> = {
  apk: deliverApk,
  aab: deliverAab,
};
