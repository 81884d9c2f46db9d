import { describe, expect, it } from 'vitest';
import { NOW, unpaidRequest } from '../../__tests__/fixtures.js';
import { DEMO_SELLER } from '../../__tests__/payment-setup.js';
import type { InvoiceRecord } from '../../contracts/invoices.js';
import type { RequestRecord } from '../../contracts/requests.js';
import type { TimelineEntry } from '../../contracts/timeline.js';
import { customerEmailDocument } from './customer-emails.js';
import type { EmailDocument } from './email-document.js';
import { paymentReceivedDocument } from './payment-email.js';
import { emailHtml } from './email-html.js';
import { emailBlocks, emailMjml, emailSlots } from './email-layout.js';
import { EMAIL_TEMPLATE } from './email-template.generated.js';
import { buildEmailTemplate, layoutVariants } from './email-template-build.js';
import { mjmlCompiler } from './mjml-compiler.js';
import { renderEmail } from './render-email.js';
import { supportMessageEmail } from './support-message-email.js';

// Every email the product sends, rendered as it is queued (the HTML from the template MJML made, and the text part),
// kept as file snapshots under __snapshots__/ so a change to any of them shows up in review as the mail itself.
const links = { request: 'http://localhost:5000/dashboard?request=-OdemoA0000000000002' };
const request = {
  ...unpaidRequest('-OdemoA0000000000002'),
  appName: 'Bookshelf',
  planName: 'AAB Bundle File for Publishing',
} as RequestRecord;
const custom: RequestRecord = {
  ...request,
  planId: 'other',
  planName: 'Other (Custom Requirement)',
  amountInr: undefined,
};
const entry = (fields: Partial<TimelineEntry>): TimelineEntry => ({
  id: 'e1',
  at: NOW,
  kind: 'status',
  by: 'support',
  ...fields,
});

const invoice: InvoiceRecord = {
  totalPaise: 3900,
  taxablePaise: 3306,
  cgstPaise: 297,
  sgstPaise: 297,
  igstPaise: 0,
  paymentId: 'pay_Demo000042',
  orderId: 'order_Demo000042',
  invoiceNumber: 'AF/26-27/000042',
  seriesKey: '26-27',
  sequence: 42,
  issuedAt: NOW,
  requestId: request.id,
  billedToEmail: 'asha@example.com',
  description: 'AAB Bundle File for Publishing: Bookshelf',
  planId: 'aab_bundle',
  sac: '998314',
  gstRatePercent: 18,
  placeOfSupplyCode: '29',
  placeOfSupplyName: 'Karnataka',
  seller: DEMO_SELLER,
};

function doc(value: EmailDocument | null): EmailDocument {
  if (!value) throw new Error('expected an email');
  return value;
}

const CUSTOMER_EMAILS: Array<[string, EmailDocument]> = [
  ['request-received', doc(customerEmailDocument(entry({ kind: 'created', by: 'customer' }), request, links))],
  ['request-received-custom', doc(customerEmailDocument(entry({ kind: 'created', by: 'customer' }), custom, links))],
  ['status-in-review', doc(customerEmailDocument(entry({ to: 'in_review' }), request, links))],
  [
    'update-needed',
    doc(
      customerEmailDocument(
        entry({ to: 'update_needed', text: 'Your icon is 64 x 64 px.\nPlease attach a PNG of at least 512 x 512 px.' }),
        request,
        links,
      ),
    ),
  ],
  ['files-ready', doc(customerEmailDocument(entry({ to: 'completed', by: 'system' }), request, links))],
  ['message', doc(customerEmailDocument(entry({ kind: 'message', text: 'Which green do you use?' }), request, links))],
  ['quote', doc(customerEmailDocument(entry({ kind: 'quote', amountInr: 4500 }), custom, links))],
  [
    'file-ready',
    doc(customerEmailDocument(entry({ kind: 'deliverable', text: 'Design mockup (PDF)' }), request, links)),
  ],
  [
    'file-after-payment',
    doc(
      customerEmailDocument(
        entry({ kind: 'deliverable', text: 'Design mockup (PDF)', afterPayment: true }),
        custom,
        links,
      ),
    ),
  ],
  [
    'refund',
    doc(customerEmailDocument(entry({ kind: 'refund', amountInr: 39, text: 'Sorry for the wait.' }), request, links)),
  ],
  ['payment-received', paymentReceivedDocument(request, invoice, links, '27 Nov 2026')],
];

describe('the emails, rendered', () => {
  it.each(CUSTOMER_EMAILS)('%s: HTML and text part as queued', async (name, email) => {
    const rendered = renderEmail(email);
    await expect(rendered.html).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
    await expect(`Subject: ${rendered.subject}\n\n${rendered.text}\n`).toMatchFileSnapshot(
      `./__snapshots__/${name}.txt`,
    );
    // Every customer email leads into the request itself.
    expect(rendered.html).toContain(`href="${links.request}"`);
    expect(rendered.text).toContain(links.request);
  });

  it('the support inbox notice of a message with files', async () => {
    const rendered = supportMessageEmail({
      request,
      text: 'Here is our logo.',
      attachments: [
        {
          id: 'up1',
          requestId: request.id,
          fileName: 'logo.png',
          size: 20480,
          contentType: 'image/png',
          sha256: 'a'.repeat(64),
          storagePath: 'users/asha/requests/r/attachments/up1/logo.png',
          messageId: 'm1',
          createdAt: NOW,
        },
      ],
      statusMoved: true,
      consoleUrl: 'http://localhost:5000/ops/requests/asha/-OdemoA0000000000002',
    });
    await expect(rendered.html).toMatchFileSnapshot('./__snapshots__/support-customer-replied.html');
    await expect(`Subject: ${rendered.subject}\n\n${rendered.text}\n`).toMatchFileSnapshot(
      './__snapshots__/support-customer-replied.txt',
    );
  });

  it("escapes people's words: a message cannot add markup or links to the HTML", async () => {
    const rendered = renderEmail(
      doc(
        customerEmailDocument(
          entry({ kind: 'message', text: '<a href="https://evil.example">click</a> & <script>x()</script>' }),
          { ...request, appName: 'Shop <b>"x"</b>' },
          links,
        ),
      ),
    );
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('href="https://evil.example"');
    expect(rendered.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(rendered.html).toContain('Shop &lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(rendered.text).toContain('<script>x()</script>');
  });
});

describe('the HTML template (MJML at build time)', () => {
  const mjml = async (email: EmailDocument) => (await mjmlCompiler())(emailMjml(emailBlocks(email), emailSlots(email)));

  it('is what MJML makes of the layout today (npm run -w functions build:emails writes it)', async () => {
    expect(EMAIL_TEMPLATE).toEqual(await buildEmailTemplate(await mjmlCompiler()));
  });

  it('fills to the very HTML MJML makes of each email, for every mix of the optional parts', async () => {
    const words = `Tom & Jerry's <b>"shop"</b>\nline two`;
    const variants = [1, 3].flatMap((count) => layoutVariants(count));
    for (const variant of variants) {
      const email: EmailDocument = {
        ...variant,
        subject: `Subject ${words}`,
        preheader: `Preheader ${words}`,
        heading: words,
        paragraphs: variant.paragraphs.map((_, index) => `${index}: ${words}`),
        ...(variant.quote ? { quote: { by: words, text: words } } : {}),
        ...(variant.facts ? { facts: [[words, words]] as Array<[string, string]> } : {}),
        ...(variant.list ? { list: [words, 'second'] } : {}),
        ...(variant.footnote ? { footnote: words } : {}),
        action: { label: words, url: 'https://example.com/a?b=1&c="2"' },
      };
      expect(emailHtml(email)).toBe(await mjml(email));
    }
    for (const [, email] of CUSTOMER_EMAILS) expect(emailHtml(email)).toBe(await mjml(email));
  });
});
