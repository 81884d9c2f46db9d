// The plan catalog's shapes (docs/product.md §3 "Plan", docs/data-model.md `plans/{planId}`). The catalog itself,
// with the prices the server charges, is functions/src/plans/catalog.ts.

import { fieldsOf, optionalNumber, text } from './record-fields.js';

export type PlanId = 'apk_basic' | 'aab_bundle' | 'publish_2days' | 'end_to_end' | 'other';

/** The custom plan: quoted by support after review, never paid through Checkout. */
export const CUSTOM_PLAN_ID = 'other' satisfies PlanId;

/** A plan as the product shows and charges it. */
export interface Plan {
  id: string;
  name: string;
  description: string;
  /** Rupees; null for the custom plan. */
  priceInr: number | null;
  features: readonly string[];
  /** Display order, 1..n. */
  order: number;
  /** The 'Most Popular' badge. */
  popular?: boolean;
  /** The premium card style. */
  premium?: boolean;
}

/** `plans/{planId}` as stored: no `priceInr` for the custom plan (the database has no null), flags only when true. */
export interface PlanRecord {
  id: PlanId;
  name: string;
  description: string;
  priceInr?: number;
  features: string[];
  order: number;
  popular?: true;
  premium?: true;
}

/** A list the database may hold as an object with numeric keys (an array written sparsely): its strings, in order. */
function strings(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  return items.filter((item): item is string => typeof item === 'string');
}

/**
 * A `plans/{planId}` record as the plans page and the forms show it: null for a value that is not a record; the id
 * and name fall back to the key, the price to null (the custom plan), the order to last, the flags to false.
 */
export function parsePlan(raw: unknown, key: string): Plan | null {
  const r = fieldsOf(raw);
  if (!r) return null;
  return {
    id: text(r.id) || key,
    name: text(r.name) || key,
    description: text(r.description),
    priceInr: optionalNumber(r.priceInr) ?? null,
    features: strings(r.features),
    order: optionalNumber(r.order) ?? Number.MAX_SAFE_INTEGER,
    popular: r.popular === true,
    premium: r.premium === true,
  };
}

/**
 * Turnaround a plan promises, in hours (the catalog's "48h expedited target" of the publishing plan, which End-to-End
 * Support includes). Measured from "Access given" in the publishing tracker (contracts/publishing-promise.ts); the
 * support console flags an open request past it.
 */
export const PLAN_TARGET_HOURS: Partial<Record<PlanId, number>> = { publish_2days: 48, end_to_end: 48 };
