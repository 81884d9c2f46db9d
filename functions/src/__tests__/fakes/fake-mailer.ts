import type { Mailer, MailToSend } from '../../platform/mail/mailer.js';

/** Records what would have been sent; `failNext` makes the next sends throw like an unreachable SMTP server. */
export class FakeMailer implements Mailer {
  readonly sent: MailToSend[] = [];
  private failures = 0;

  failNext(times = 1): void {
    this.failures += times;
  }

  async send(mail: MailToSend): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    }
    this.sent.push(mail);
  }
}
