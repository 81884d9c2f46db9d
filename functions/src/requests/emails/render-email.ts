import { emailText, type EmailContent, type EmailDocument } from './email-document.js';
import { emailHtml } from './email-html.js';

/** An email document as the outbox queues it: its subject, its text part and its HTML part (rendered here, once). */
export function renderEmail(doc: EmailDocument): Required<Pick<EmailContent, 'subject' | 'text' | 'html'>> {
  return { subject: doc.subject, text: emailText(doc), html: emailHtml(doc) };
}
