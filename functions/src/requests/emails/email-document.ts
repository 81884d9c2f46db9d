/**
 * What an email says, once, independent of its formats: the HTML part (email-layout.ts, through MJML) and the text
 * part (emailText below) are both rendered from it, so the two never say different things (docs/product.md "Emails").
 */
export interface EmailDocument {
  subject: string;
  /** The line mail apps show after the subject. */
  preheader: string;
  heading: string;
  /** Plain sentences; no markup (escaped in HTML). */
  paragraphs: string[];
  /** Someone's own words (a message, a reply), shown set apart and kept verbatim. */
  quote?: { by: string; text: string };
  /** Label/value rows (an invoice number, an amount). */
  facts?: Array<[string, string]>;
  /** Names listed one per line (files). */
  list?: string[];
  /** The one thing to do next: a deep link into the request. */
  action: { label: string; url: string };
  /** A closing line under the button (what happens next, where to get help). */
  footnote?: string;
}

/** An email's content as queued: `to` defaults to the request's account holder. */
export interface EmailContent {
  to?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files the sender attaches when it sends (resolved then, e.g. a receipt PDF rendered from its invoice). */
  attachments?: Array<{ kind: 'receipt'; paymentId: string }>;
}

const SIGNATURE = 'The Apkforge team';

const quoted = (text: string): string =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The text part: the same content, in the order the HTML shows it. */
export function emailText(doc: EmailDocument): string {
  const parts = ['Hello,', ...doc.paragraphs];
  if (doc.quote) parts.push(`${doc.quote.by}:\n${quoted(doc.quote.text)}`);
  if (doc.facts?.length) parts.push(doc.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (doc.list?.length) parts.push(doc.list.map((item) => `- ${item}`).join('\n'));
  parts.push(`${doc.action.label}: ${doc.action.url}`);
  if (doc.footnote) parts.push(doc.footnote);
  parts.push(SIGNATURE);
  return parts.join('\n\n');
}
