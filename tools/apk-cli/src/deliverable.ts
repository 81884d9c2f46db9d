import type { BuiltApk } from '../../../functions/src/engine/index.js';

/** A built file with the lines that report it, or the reason our own check refused it. */
export interface Deliverable {
  built: BuiltApk;
  report: string[];
  /** Set when our verifier or validator rejects what the engine wrote (a defect, never the user's input). */
  failure?: string;
}
