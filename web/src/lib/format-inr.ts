/** A price in rupees as the product shows it everywhere: "₹1,499", or "Custom" when there is none (docs/product.md §3). */
export function formatInr(amountInr: number | null): string {
  return amountInr === null ? 'Custom' : `₹${amountInr.toLocaleString('en-IN')}`;
}
