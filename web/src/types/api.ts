import type { RequestRecord } from '@contracts/requests';

/**
 * A request as the web app shows it: the stored record (docs/data-model.md) with the gaps the database leaves
 * filled in, so components never test for absent fields. Shared by the requests and payments features.
 */
export type AppRequest = Omit<RequestRecord, 'amountInr' | 'phone' | 'razorpaySignature' | 'paidAt'> & {
  /** null for the custom plan (the record has no amountInr). */
  amountInr: number | null;
  phone: string;
};
