// pdf-lib is loaded when a receipt is drawn, not with the module: its 156 modules were a quarter of the time every
// function instance took to start (payment-received.ts, and so every function, imports this file).
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { InvoiceRecord } from '../contracts/invoices.js';
import { formatPaise } from './receipt-totals.js';

/** A4 in points, and the page's margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** A colour as red, green and blue from 0 to 1 (pdf-lib's rgb() once the library is loaded). */
type Tint = readonly [red: number, green: number, blue: number];
const INK: Tint = [0.06, 0.09, 0.16];
const MUTED: Tint = [0.28, 0.33, 0.41];
const BRAND: Tint = [0.31, 0.27, 0.9];
const RULE: Tint = [0.89, 0.91, 0.94];

const IST = 'Asia/Kolkata';

/** An invoice date as India reads it, in India's time zone: 27 Nov 2026. */
export function invoiceDate(ms: number): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }).format(
    new Date(ms),
  );
}

/**
 * The standard fonts' WinAnsi encoding has no ₹ and no characters outside Latin-1: a customer's app name or email
 * could carry any, so text is folded to what the font can draw (accents dropped, the rest as '?').
 */
function drawable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
  color: (tint: Tint) => RGB;
}

/** Text cut with an ellipsis to fit `maxWidth` points (a long app name never runs into the next column). */
function fitted(font: PDFFont, text: string, size: number, maxWidth: number): string {
  let out = drawable(text);
  if (font.widthOfTextAtSize(out, size) <= maxWidth) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > maxWidth) out = out.slice(0, -1);
  return `${out.trimEnd()}...`;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; color?: Tint; maxWidth?: number } = {},
) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.regular;
  pen.page.drawText(fitted(font, text, size, options.maxWidth ?? PAGE.width - PAGE.margin - x), {
    x,
    y: pen.y,
    size,
    font,
    color: pen.color(options.color ?? INK),
  });
}

/** Text right-aligned at `right`. */
function writeRight(
  pen: Pen,
  text: string,
  right: number,
  options: { size?: number; bold?: boolean; color?: Tint } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const width = font.widthOfTextAtSize(drawable(text), options.size ?? 10);
  // Measured already: it fits where it starts (no cut from the rounding of the measure).
  write(pen, text, right - width, { ...options, maxWidth: width + 1 });
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: PAGE.margin, y: pen.y },
    end: { x: PAGE.width - PAGE.margin, y: pen.y },
    thickness: 0.75,
    color: pen.color(RULE),
  });
}

/** A titled column of lines, at most `width` points wide; returns the lowest line drawn. */
function block(pen: Pen, x: number, title: string, lines: string[], width = 250): number {
  const top = pen.y;
  write(pen, title, x, { size: 9, bold: true, color: MUTED });
  for (const line of lines) {
    pen.y -= 14;
    write(pen, line, x, { maxWidth: width });
  }
  const bottom = pen.y;
  pen.y = top;
  return bottom;
}

function amountLines(invoice: InvoiceRecord): Array<[string, number, boolean?]> {
  const half = invoice.gstRatePercent / 2;
  return [
    ['Taxable value', invoice.taxablePaise],
    ...(invoice.igstPaise > 0
      ? ([[`IGST ${invoice.gstRatePercent}%`, invoice.igstPaise]] as Array<[string, number]>)
      : ([
          [`CGST ${half}%`, invoice.cgstPaise],
          [`SGST ${half}%`, invoice.sgstPaise],
        ] as Array<[string, number]>)),
    ['Total (INR)', invoice.totalPaise, true],
  ];
}

/**
 * The payment receipt and GST tax invoice as a one-page PDF (docs/product.md "Emails"), rendered from the invoice
 * record alone, so it can be rendered again at any time with the same bytes: fixed dates (the issue time), no
 * random document id, fonts the PDF standard defines (nothing embedded). Amounts are INR with two decimals.
 */
export async function renderReceiptPdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  const issued = new Date(invoice.issuedAt);
  doc.setTitle(`Tax invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(drawable(invoice.seller.legalName));
  doc.setCreator('Apkforge');
  doc.setProducer('Apkforge (pdf-lib)');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE.height - PAGE.margin - 10,
    color: (tint) => rgb(...tint),
  };
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const middle = PAGE.width / 2 + 10;

  write(pen, 'Apkforge', left, { size: 18, bold: true, color: BRAND });
  writeRight(pen, 'Tax invoice', right, { size: 16, bold: true });
  pen.y -= 16;
  writeRight(pen, 'Payment receipt: paid in full', right, { size: 10 });
  pen.y -= 30;

  const sellerBottom = block(pen, left, 'SOLD BY', [
    invoice.seller.legalName,
    // As read back from the database, a stored list may be an object with index keys.
    ...Object.values(invoice.seller.address),
    `GSTIN ${invoice.seller.gstin}`,
    `State ${invoice.seller.stateName} (${invoice.seller.stateCode})`,
    invoice.seller.email,
  ]);
  const invoiceBottom = block(pen, middle, 'INVOICE', [
    `Number ${invoice.invoiceNumber}`,
    `Date ${invoiceDate(invoice.issuedAt)}`,
    `Razorpay payment ${invoice.paymentId}`,
    `Order ${invoice.orderId}`,
  ]);
  pen.y = Math.min(sellerBottom, invoiceBottom) - 28;
  const buyerBottom = block(pen, left, 'BILLED TO', [invoice.billedToEmail ?? '(account deleted)']);
  const placeBottom = block(pen, middle, 'PLACE OF SUPPLY', [
    `${invoice.placeOfSupplyName} (${invoice.placeOfSupplyCode})`,
    'Tax payable on reverse charge: No',
  ]);
  pen.y = Math.min(buyerBottom, placeBottom) - 32;

  write(pen, 'DESCRIPTION', left, { size: 9, bold: true, color: MUTED });
  write(pen, 'SAC', 360, { size: 9, bold: true, color: MUTED });
  writeRight(pen, 'AMOUNT (INR)', right, { size: 9, bold: true, color: MUTED });
  pen.y -= 8;
  rule(pen);
  pen.y -= 16;
  write(pen, invoice.description, left, { maxWidth: 360 - left - 12 });
  write(pen, invoice.sac, 360);
  writeRight(pen, formatPaise(invoice.taxablePaise), right);
  pen.y -= 12;
  rule(pen);
  for (const [label, paise, strong] of amountLines(invoice)) {
    pen.y -= 18;
    write(pen, label, 300, { bold: strong ?? false });
    writeRight(pen, formatPaise(paise), right, { bold: strong ?? false });
  }
  pen.y -= 10;
  rule(pen);
  pen.y -= 26;
  write(pen, `Paid in full through Razorpay on ${invoiceDate(invoice.issuedAt)}. Prices include GST.`, left);
  pen.y -= 16;
  write(pen, 'This is a computer-generated invoice and needs no signature.', left, { color: MUTED });
  return doc.save({ useObjectStreams: false });
}

/** The attachment's file name: the invoice number with its slashes made safe. */
export function receiptFileName(invoice: Pick<InvoiceRecord, 'invoiceNumber'>): string {
  return `Apkforge-invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
}
