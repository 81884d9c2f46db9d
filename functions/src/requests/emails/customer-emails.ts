import { statusLabel } from '../../contracts/request-status.js';
import type { RequestRecord } from '../../contracts/requests.js';
import type { TimelineEntry } from '../../contracts/timeline.js';
import { isFulfilledOnPayment } from '../../contracts/deliverables.js';
import { CUSTOM_PLAN_ID } from '../../contracts/plans.js';
import type { EmailDocument } from './email-document.js';

export const rupees = (amount: number | undefined): string => `₹${(amount ?? 0).toLocaleString('en-IN')}`;

const TEAM = 'The Apkforge team wrote';
const ANSWER = 'You can answer from your request: write back or attach a file.';

/** Where each email's button goes: the request itself (`/dashboard?request=<id>` opens its details). */
export interface EmailLinks {
  request: string;
}

function appOf(request: RequestRecord): string {
  return request.appName || 'your app';
}

/** "Request received": what was asked for and the one next step, in the plan's terms. */
function received(request: RequestRecord, links: EmailLinks): EmailDocument {
  const app = appOf(request);
  const price = request.amountInr;
  const next =
    request.planId === CUSTOM_PLAN_ID || price === undefined
      ? 'Our team reviews custom requests and sends you a quote, usually within one business day.'
      : isFulfilledOnPayment(request.planId)
        ? `Pay ${rupees(price)} to start: your files are built the moment you pay.`
        : `Pay ${rupees(price)} to start: our team begins right after.`;
  return {
    subject: `${app}: we received your request`,
    preheader: next,
    heading: 'We received your request',
    paragraphs: [`Thank you for your request for "${app}".`, next],
    facts: [
      ['App', app],
      ['Website', request.url],
      ['Plan', request.planName],
      ['Amount', price === undefined ? 'Quote after review' : rupees(price)],
    ],
    action: { label: price === undefined ? 'Open your request' : `Open your request to pay`, url: links.request },
    footnote: 'You can write to us from your request at any time.',
  };
}

function statusEmail(entry: TimelineEntry, request: RequestRecord, links: EmailLinks): EmailDocument {
  const app = appOf(request);
  const to = entry.to ?? '';
  const note = entry.text ? { by: TEAM, text: entry.text } : undefined;
  switch (to) {
    case 'update_needed':
      return {
        subject: `${app}: ${statusLabel(to)}`,
        preheader: 'We need something from you before we can go on.',
        heading: 'We need something from you',
        paragraphs: [`Before we can go on with "${app}", please answer our question.`],
        ...(note ? { quote: note } : {}),
        action: { label: 'Answer in your request', url: links.request },
        footnote: 'Write a message or attach the file we asked for; we pick it up right away.',
      };
    case 'completed':
      return {
        subject: `${app}: your files are ready`,
        preheader: `Everything for "${app}" is ready to download.`,
        heading: 'Your files are ready',
        paragraphs: [`Everything for "${app}" is ready. Your files are waiting in your request.`],
        ...(note ? { quote: note } : {}),
        action: { label: 'Download your files', url: links.request },
        footnote: ANSWER,
      };
    default: {
      const sentence: Record<string, string> = {
        in_review: 'Our support team is reviewing your request.',
        accepted: 'We have accepted your request and will start on it shortly.',
        in_progress: 'We are now working on your app.',
      };
      const said = sentence[to] ?? `Its status is now: ${statusLabel(to)}.`;
      return {
        subject: `${app}: ${statusLabel(to)}`,
        preheader: said,
        heading: `Status: ${statusLabel(to)}`,
        paragraphs: [`An update on "${app}". ${said}`],
        ...(note ? { quote: note } : {}),
        action: { label: 'Open your request', url: links.request },
      };
    }
  }
}

function deliverableEmail(entry: TimelineEntry, request: RequestRecord, links: EmailLinks): EmailDocument {
  const app = appOf(request);
  const label = entry.text ?? 'A new file';
  if (entry.afterPayment) {
    return {
      subject: `${app}: a new file, available after payment`,
      preheader: `${label} is in your request; it downloads once the request is paid.`,
      heading: 'A new file is waiting for you',
      paragraphs: [
        `We added "${label}" to your request for "${app}".`,
        'You can download it once the request is paid.',
      ],
      action: { label: 'Open your request', url: links.request },
      footnote: ANSWER,
    };
  }
  return {
    subject: `${app}: a new file is ready`,
    preheader: `${label} is ready to download.`,
    heading: 'A new file is ready',
    paragraphs: [`Something new is ready for "${app}": ${label}.`],
    action: { label: 'Download it from your request', url: links.request },
    footnote: ANSWER,
  };
}

/**
 * The email of a customer-visible event, in the product's voice (docs/product.md "Emails"): it names the app and
 * the change and links into the request. null for events that need none (a reply: the customer wrote it; a payment:
 * its receipt is sent by the payment itself, payments/payment-received.ts).
 */
export function customerEmailDocument(
  entry: TimelineEntry,
  request: RequestRecord,
  links: EmailLinks,
): EmailDocument | null {
  const app = appOf(request);
  switch (entry.kind) {
    case 'created':
      return received(request, links);
    case 'status':
      return statusEmail(entry, request, links);
    case 'message':
      return {
        subject: `${app}: a message from the Apkforge team`,
        preheader: (entry.text ?? '').slice(0, 120),
        heading: 'A message about your request',
        paragraphs: [`The Apkforge team wrote about "${app}".`],
        quote: { by: TEAM, text: entry.text ?? '' },
        action: { label: 'Reply in your request', url: links.request },
        footnote: ANSWER,
      };
    case 'quote':
      return {
        subject: `${app}: your quote is ready (${rupees(entry.amountInr)})`,
        preheader: `Our quote is ${rupees(entry.amountInr)}.`,
        heading: 'Your quote is ready',
        paragraphs: [
          `We reviewed your custom request for "${app}". Our quote is ${rupees(entry.amountInr)}.`,
          'Pay it from your request, and we start right after.',
        ],
        action: { label: `Pay ${rupees(entry.amountInr)}`, url: links.request },
        footnote: ANSWER,
      };
    case 'deliverable':
      return deliverableEmail(entry, request, links);
    case 'refund':
      return {
        subject: `${app}: refund of ${rupees(entry.amountInr)}`,
        preheader: 'It usually reaches your account within 5-7 working days.',
        heading: `Refund of ${rupees(entry.amountInr)}`,
        paragraphs: [
          `We have issued a refund of ${rupees(entry.amountInr)} for "${app}". It usually reaches your account within 5-7 working days.`,
        ],
        ...(entry.text ? { quote: { by: TEAM, text: entry.text } } : {}),
        action: { label: 'Open your request', url: links.request },
      };
    default:
      return null;
  }
}
