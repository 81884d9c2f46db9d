// Shapes of the data the web reads and writes (common.md "Data model"), shared by several features.

export interface Plan {
  id: string;
  name: string;
  description: string;
  /** null: custom plan, quoted after review. */
  priceInr: number | null;
  features: string[];
  order: number;
  popular: boolean;
  premium: boolean;
}

export const CUSTOM_PLAN_ID = 'other';

export type RequestStatus =
  'Queued' | 'in_review' | 'update_needed' | 'accepted' | 'in_progress' | 'completed' | (string & {});

export interface AppRequest {
  id: string;
  url: string;
  appName: string;
  email: string;
  accountHolderEmail: string;
  phone: string;
  description: string;
  extraInstructions: string;
  planId: string;
  planName: string;
  /** null for the custom plan. */
  amountInr: number | null;
  iconDataUrl: string;
  status: RequestStatus;
  progressPercent: number;
  paymentStatus: 'paid' | 'unpaid';
  createdAt: number;
  createdAtISO: string;
  updatedAt: number;
  updatedAtISO: string;
  razorpayPaymentId?: string;
  razorpayOrderId?: string;
}
