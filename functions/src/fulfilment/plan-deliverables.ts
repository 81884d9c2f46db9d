import { isFulfilledOnPayment, type DeliverableKind, type FULFILLED_ON_PAYMENT } from '../contracts/deliverables.js';

/** A file fulfilment builds for a paid request. Its id is its kind: one of each per request, so retries meet. */
export interface PlannedDeliverable {
  kind: Extract<DeliverableKind, 'aab' | 'apk'>;
  label: string;
}

/**
 * What each plan delivers automatically on payment (docs/product.md "Deliverables"). `aab_bundle` also gets the
 * APK of the same version, so the customer can install and test what they upload to Play. Plans that need people
 * (`publish_2days`, `end_to_end`, `other`) are absent: support fulfils them.
 */
const AUTOMATIC: Readonly<Record<(typeof FULFILLED_ON_PAYMENT)[number], readonly PlannedDeliverable[]>> = {
  apk_basic: [{ kind: 'apk', label: 'Your customised APK' }],
  aab_bundle: [
    { kind: 'aab', label: 'App Bundle (AAB) for Google Play' },
    { kind: 'apk', label: 'APK to install and test' },
  ],
};

/** The deliverables fulfilment builds for a plan; empty when support fulfils it. */
export function plannedDeliverables(planId: string): readonly PlannedDeliverable[] {
  return isFulfilledOnPayment(planId) ? AUTOMATIC[planId] : [];
}
