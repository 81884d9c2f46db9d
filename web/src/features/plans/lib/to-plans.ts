import { parsePlan, type Plan } from '@contracts/plans';
import { parseChildren } from '@contracts/record-fields';

/** The `plans/` node as a list in display order. */
export function toPlans(value: unknown): Plan[] {
  return parseChildren(value, parsePlan).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
