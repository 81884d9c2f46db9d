import { GST_RATE_PERCENT, type TaxBreakdown } from '../contracts/invoices.js';

/**
 * The tax lines of a price that includes GST (every price in the catalog does: ₹39 is what the customer pays), in
 * paise. Within the seller's state the tax is CGST and SGST at half the rate each, always equal (each is rounded to
 * the paisa, half a paisa up, and the taxable value takes what remains); across states it is IGST. The parts add up to
 * the total exactly, so the invoice's sum is the amount Razorpay charged.
 */
export function taxBreakdown(totalPaise: number, intraState: boolean): TaxBreakdown {
  if (!Number.isInteger(totalPaise) || totalPaise <= 0) throw new Error(`not an amount in paise: ${totalPaise}`);
  const divisor = 100 + GST_RATE_PERCENT;
  if (intraState) {
    const half = Math.round((totalPaise * (GST_RATE_PERCENT / 2)) / divisor);
    return { totalPaise, taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Math.round((totalPaise * GST_RATE_PERCENT) / divisor);
  return { totalPaise, taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** An amount in paise as the invoice prints it: INR with two decimals and Indian digit grouping (1,23,456.00). */
export function formatPaise(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return `${rupees.toLocaleString('en-IN')}.${rest}`;
}
