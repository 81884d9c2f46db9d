import type { AttachmentRecord } from '../../contracts/conversation.js';
import type { RequestRecord } from '../../contracts/requests.js';
import { formatBytes } from './format-bytes.js';
import type { EmailContent } from './email-document.js';
import { renderEmail } from './render-email.js';

interface CustomerMessage {
  request: RequestRecord;
  text: string;
  attachments: readonly AttachmentRecord[];
  /** The message answered an "Update needed": the request went back to review. */
  statusMoved: boolean;
  consoleUrl: string;
}

/** The support team's notice of a customer's message (replyToRequest), linking to the console's request page. */
export function supportMessageEmail(message: CustomerMessage): EmailContent {
  const { request } = message;
  const app = request.appName || 'a request';
  const who = request.accountHolderEmail || request.email;
  return renderEmail({
    subject: `Customer replied: ${app}`,
    preheader: `${who} wrote about "${app}".`,
    heading: 'A customer wrote',
    paragraphs: [
      `${who} wrote about "${app}" (${request.planName}).`,
      ...(message.statusMoved ? ['It answered an "Update needed": the request is back in review.'] : []),
    ],
    ...(message.text ? { quote: { by: who, text: message.text } } : {}),
    ...(message.attachments.length > 0
      ? { list: message.attachments.map((file) => `${file.fileName} (${formatBytes(file.size)})`) }
      : {}),
    action: { label: 'Open it in the console', url: message.consoleUrl },
  });
}
