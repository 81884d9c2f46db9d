import { createTransport } from 'nodemailer';

/** A file sent with a mail (a receipt PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text` (mail apps show it; the text part is for the others). */
  html?: string;
  attachments?: MailAttachment[];
  /** The RFC 5322 Message-ID: derived from the event, so a receiving server can drop a resent duplicate. */
  messageId: string;
}

/** The slice of an SMTP client the outbox uses, as a port for tests. */
export interface Mailer {
  send(mail: MailToSend): Promise<void>;
}

/**
 * nodemailer over SMTP. `smtpUrl` carries host, port, TLS and credentials (smtps://user:pass@smtp.example.com:465,
 * or smtp://127.0.0.1:1025 for the local mail catcher); `from` is the sender shown to customers.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        messageId: mail.messageId,
      });
    },
  };
}
