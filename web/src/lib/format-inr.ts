/** A price in rupees as the product shows it everywhere: "₹1,499", or "Custom" when there is none (docs/product.md §3). */
export function formatInr(amountInr: number | null | undefined): string {
  return typeof amountInr === 'number' ? `₹${amountInr.toLocaleString('en-IN')}` : 'Custom';
}
