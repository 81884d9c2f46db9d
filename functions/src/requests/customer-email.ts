import { statusLabel } from '../contracts/request-status.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { TimelineEntry } from '../contracts/timeline.js';

/** An email's content; `to` defaults to the request's account holder. */
export interface EmailContent {
  to?: string;
  subject: string;
  text: string;
}

const SIGNATURE = '\n\nThe Apkforge team';

const rupees = (amount: number | undefined) => `₹${(amount ?? 0).toLocaleString('en-IN')}`;

function quoted(text: string | undefined): string {
  return (text ?? '')
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function statusBody(entry: TimelineEntry): string {
  const to = entry.to ?? '';
  switch (to) {
    case 'update_needed':
      return `We need something from you before we can go on:\n\n${quoted(entry.text)}\n\nPlease reply from your dashboard; we pick it up right away.`;
    case 'in_review':
      return 'Our support team is reviewing your request.';
    case 'accepted':
      return 'We have accepted your request and will start on it shortly.';
    case 'in_progress':
      return 'We are now working on your app.';
    case 'completed':
      return 'Your app is ready. Your files are waiting in your dashboard.';
    default:
      return `Its status is now: ${statusLabel(to)}.`;
  }
}

/**
 * The email of a customer-visible event, in the product's voice (docs/product.md "Emails"): it names the app
 * and the change, and links to the dashboard. null for events the customer caused themselves (created, reply,
 * payment: they saw the result on screen, and Razorpay sends its own receipt).
 */
export function customerEmail(entry: TimelineEntry, request: RequestRecord, dashboardUrl: string): EmailContent | null {
  const app = request.appName || 'your app';
  const link = `\n\nOpen your dashboard: ${dashboardUrl}`;
  switch (entry.kind) {
    case 'status': {
      const extra = entry.to !== 'update_needed' && entry.text ? `\n\n${quoted(entry.text)}` : '';
      return {
        subject: `${app}: ${statusLabel(entry.to ?? '')}`,
        text: `Hello,\n\nAn update on "${app}". ${statusBody(entry)}${extra}${link}${SIGNATURE}`,
      };
    }
    case 'message':
      return {
        subject: `${app}: a message from the Apkforge team`,
        text: `Hello,\n\nThe Apkforge team wrote about "${app}":\n\n${quoted(entry.text)}\n\nYou can answer from your dashboard.${link}${SIGNATURE}`,
      };
    case 'quote':
      return {
        subject: `${app}: your quote is ready (${rupees(entry.amountInr)})`,
        text: `Hello,\n\nWe reviewed your custom request for "${app}". Our quote is ${rupees(entry.amountInr)}.\n\nPay it from your dashboard with Pay Now, and we start right after.${link}${SIGNATURE}`,
      };
    case 'deliverable':
      return {
        subject: `${app}: a new file is ready`,
        text: `Hello,\n\nSomething new is ready for "${app}"${entry.text ? `: ${entry.text}` : ''}.\n\nDownload it from your dashboard (Request Details).${link}${SIGNATURE}`,
      };
    case 'refund':
      return {
        subject: `${app}: refund of ${rupees(entry.amountInr)}`,
        text: `Hello,\n\nWe have issued a refund of ${rupees(entry.amountInr)} for "${app}". It usually reaches your account within 5-7 working days.${entry.text ? `\n\n${quoted(entry.text)}` : ''}${link}${SIGNATURE}`,
      };
    default:
      return null;
  }
}

/** The support team's notice that a customer replied to an update_needed (replyToRequest). */
export function supportReplyEmail(request: RequestRecord, text: string, consoleUrl: string): EmailContent {
  const app = request.appName || 'a request';
  return {
    subject: `Customer replied: ${app}`,
    text: `${request.accountHolderEmail || request.email} replied on "${app}" (${request.planName}):\n\n${quoted(text)}\n\nThe request is back in review: ${consoleUrl}`,
  };
}
