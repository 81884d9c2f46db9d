import {
  isFulfilledOnPayment,
  LISTING_KIT_DELIVERABLE,
  PLAY_GUIDE_DELIVERABLE,
  type DeliverableKind,
  type FULFILLED_ON_PAYMENT,
} from '../contracts/deliverables.js';

/** A file fulfilment builds for a paid request, under a fixed id (one of each per request, so retries meet). */
export interface PlannedDeliverable {
  /** The deliverable's id: its kind for the app's files (`aab`, `apk`), the file's name for the kit's. */
  id: string;
  kind: Extract<DeliverableKind, 'aab' | 'apk' | 'file'>;
  label: string;
}

/**
 * What each plan delivers automatically on payment (docs/product.md "Deliverables"). `aab_bundle` also gets the
 * APK of the same version, so the customer can install and test what they upload to Play, and the listing kit and
 * the Play Console guide written for that bundle (its package, version and upload certificate). Plans that need people
 * (`publish_2days`, `end_to_end`, `other`) are absent: support fulfils them.
 */
const AUTOMATIC: Readonly<Record<(typeof FULFILLED_ON_PAYMENT)[number], readonly PlannedDeliverable[]>> = {
  apk_basic: [{ id: 'apk', kind: 'apk', label: 'Your customised APK' }],
  aab_bundle: [
    { id: 'aab', kind: 'aab', label: 'App Bundle (AAB) for Google Play' },
    { id: 'apk', kind: 'apk', label: 'APK to install and test' },
    { id: LISTING_KIT_DELIVERABLE, kind: 'file', label: 'Listing kit for Google Play (icon, feature graphic, texts)' },
    { id: PLAY_GUIDE_DELIVERABLE, kind: 'file', label: 'Step-by-step Play Console notes' },
  ],
};

/** The deliverables fulfilment builds for a plan; empty when support fulfils it. */
export function plannedDeliverables(planId: string): readonly PlannedDeliverable[] {
  return isFulfilledOnPayment(planId) ? AUTOMATIC[planId] : [];
}
