import { describe, expect, it } from 'vitest';
import { formatPaise, taxBreakdown } from './receipt-totals.js';

describe('the tax lines of a receipt (prices include 18% GST)', () => {
  it.each([
    // total, taxable, CGST = SGST
    [100, 84, 8], // ₹1, the APK plan
    [3900, 3306, 297], // ₹39, the App Bundle plan
    [8900, 7542, 679], // ₹89
    [19900, 16864, 1518], // ₹199
    [450000, 381356, 34322], // a ₹4,500 quote
    [531, 449, 41], // ₹5.31: each half is 40.5 paise, rounded up
  ])('₹%# within the state: %i paise = %i taxable + 2 x %i', (total, taxable, half) => {
    expect(taxBreakdown(total, true)).toEqual({
      totalPaise: total,
      taxablePaise: taxable,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    });
  });

  it('across states, one IGST line', () => {
    expect(taxBreakdown(3900, false)).toEqual({
      totalPaise: 3900,
      taxablePaise: 3305,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 595,
    });
  });

  it('always adds up to the amount charged, CGST always equals SGST, and the tax is 18% of the taxable value', () => {
    for (let total = 1; total <= 200_000; total += 7) {
      for (const intra of [true, false]) {
        const lines = taxBreakdown(total, intra);
        expect(lines.taxablePaise + lines.cgstPaise + lines.sgstPaise + lines.igstPaise).toBe(total);
        expect(lines.cgstPaise).toBe(lines.sgstPaise);
        const tax = lines.cgstPaise + lines.sgstPaise + lines.igstPaise;
        // Rounding each line to the paisa moves the tax at most one paisa per line from 18% of the taxable value.
        expect(Math.abs(tax - lines.taxablePaise * 0.18)).toBeLessThanOrEqual(intra ? 1.5 : 1);
      }
    }
  });

  it('refuses what is not an amount in paise', () => {
    for (const bad of [0, -100, 39.5, Number.NaN]) expect(() => taxBreakdown(bad, true)).toThrow(/not an amount/);
  });

  it('prints INR with two decimals and Indian digit grouping', () => {
    expect([100, 3306, 297, 450000, 12345678, 5].map(formatPaise)).toEqual([
      '1.00',
      '33.06',
      '2.97',
      '4,500.00',
      '1,23,456.78',
      '0.05',
    ]);
  });
});
