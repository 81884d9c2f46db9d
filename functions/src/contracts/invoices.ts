// Receipts a business can keep (docs/data-model.md `invoices`, docs/product.md "Emails"): one GST tax invoice per
// payment, numbered gap-free in a series per Indian financial year, the seller's details copied in at issue time so
// the PDF renders the same forever. Server-only.

/** SAC (services accounting code) of what Apkforge sells: information technology design and development services. */
export const SAC_CODE = '998314';
/** GST on that service: 18 %, split 9 % CGST + 9 % SGST within the seller's state, or 18 % IGST across states. */
export const GST_RATE_PERCENT = 18;

/** The seller as the invoice names it (from the functions' configuration: SELLER_* parameters). */
export interface SellerDetails {
  legalName: string;
  /** Street, city, PIN, one line per entry. */
  address: string[];
  /** 15 characters, checksum verified (payments/gstin.ts). */
  gstin: string;
  /** The state of registration: the GSTIN's first two digits, and its name. */
  stateCode: string;
  stateName: string;
  /** Shown on the invoice for questions about it. */
  email: string;
}

/** The tax lines of a tax-inclusive price, in paise; the parts add up to the total exactly. */
export interface TaxBreakdown {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** `invoices/{paymentId}`: one per payment that paid a request (a refund keeps it: a credit note would follow). */
export interface InvoiceRecord extends TaxBreakdown {
  paymentId: string;
  orderId: string;
  /** e.g. AF/25-26/000042: prefix, financial year, sequence (at most 16 characters, as GST rules allow). */
  invoiceNumber: string;
  /** The financial year's series, e.g. 25-26 (`invoiceSeries/{seriesKey}`). */
  seriesKey: string;
  sequence: number;
  /** When it was issued: the payment's verification (milliseconds). */
  issuedAt: number;
  /** The account; removed by the account cascade (with billedToEmail), like orders' and payments'. */
  uid?: string;
  requestId: string;
  billedToEmail?: string;
  /** What was sold: the plan's name and the app, one line. */
  description: string;
  planId: string;
  sac: string;
  gstRatePercent: number;
  /** Place of supply: without a customer address on record, the seller's state (so CGST + SGST). */
  placeOfSupplyCode: string;
  placeOfSupplyName: string;
  seller: SellerDetails;
  userDeletedAt?: number;
}
