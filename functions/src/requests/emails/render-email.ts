import { emailText, type EmailContent, type EmailDocument } from './email-document.js';
import { emailMjml } from './email-layout.js';
import { mjmlCompiler } from './mjml-compiler.js';

/** An email document as the outbox queues it: its subject, its text part and its HTML part (rendered here, once). */
export async function renderEmail(
  doc: EmailDocument,
): Promise<Required<Pick<EmailContent, 'subject' | 'text' | 'html'>>> {
  const compile = await mjmlCompiler();
  return { subject: doc.subject, text: emailText(doc), html: await compile(emailMjml(doc)) };
}
