import type { EmailDocument } from './email-document.js';

/** The product's colours (web/src/styles/tokens.css) and a font stack every mail app has. */
const BRAND = {
  name: 'Apkforge',
  primary: '#4f46e5',
  text: '#0f172a',
  muted: '#475569',
  page: '#f1f5f9',
  card: '#ffffff',
  rule: '#e2e8f0',
  font: "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', Helvetica, Arial, sans-serif",
};

/** Text placed in MJML (whose content is HTML): every character that could open markup is escaped. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const lines = (text: string) => escapeHtml(text.trim()).replace(/\r?\n/g, '<br />');

function factsRows(facts: Array<[string, string]>): string {
  return facts
    .map(
      ([label, value]) =>
        `<tr><td style="width:40%;padding:6px 12px 6px 0;color:${BRAND.muted};vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:${BRAND.text};font-weight:600;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}

/** What the HTML around a block of the layout is: each kind is one MJML element with its attributes. */
export type EmailBlockKind = 'heading' | 'text' | 'quoteBy' | 'quoteText' | 'facts' | 'button' | 'footnote';

/** The document's values that sit outside the card's blocks: the title, the preheader, the button's address. */
export type EmailSlot = 'title' | 'preview' | 'href';

/** One block of the card, from the heading to the signature: its kind and its content, HTML already escaped. */
export interface EmailBlock {
  kind: EmailBlockKind;
  content: string;
}

/**
 * The one layout of every email: the brand, a heading, the sentences, the quoted words, facts and files, one button
 * deep into the request, and a footer saying why the mail came. Here, the card's blocks in order; the button's
 * address, the title and the preheader are the document's own slots (emailSlots).
 */
export function emailBlocks(doc: EmailDocument): EmailBlock[] {
  const text = (content: string): EmailBlock => ({ kind: 'text', content });
  return [
    { kind: 'heading', content: escapeHtml(doc.heading) },
    text('Hello,'),
    ...doc.paragraphs.map((paragraph) => text(lines(paragraph))),
    ...(doc.quote
      ? [
          { kind: 'quoteBy', content: escapeHtml(doc.quote.by) } as const,
          { kind: 'quoteText', content: lines(doc.quote.text) } as const,
        ]
      : []),
    ...(doc.facts?.length ? [{ kind: 'facts', content: factsRows(doc.facts) } as const] : []),
    ...(doc.list?.length
      ? [
          text(
            `<ul style="margin:0;padding-left:20px">${doc.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
          ),
        ]
      : []),
    { kind: 'button', content: escapeHtml(doc.action.label) },
    ...(doc.footnote ? [{ kind: 'footnote', content: lines(doc.footnote) } as const] : []),
    text(`The ${BRAND.name} team`),
  ];
}

/** The document's values outside the card's blocks, escaped: the title, the preheader, the button's address. */
export function emailSlots(doc: EmailDocument): Record<EmailSlot, string> {
  return { title: escapeHtml(doc.subject), preview: escapeHtml(doc.preheader), href: escapeHtml(doc.action.url) };
}

/** The MJML element of a block; `href` is the button's address. */
function mjmlElement(block: EmailBlock, href: string): string {
  switch (block.kind) {
    case 'heading':
      return `<mj-text font-size="22px" line-height="30px" font-weight="700">${block.content}</mj-text>`;
    case 'text':
      return `<mj-text>${block.content}</mj-text>`;
    case 'quoteBy':
      return `<mj-text color="${BRAND.muted}" font-size="13px" padding="12px 24px 0">${block.content}</mj-text>`;
    case 'quoteText':
      return `<mj-text padding="4px 24px 12px" container-background-color="${BRAND.page}" css-class="quote">${block.content}</mj-text>`;
    case 'facts':
      return `<mj-table font-size="15px" line-height="22px" padding="8px 24px">${block.content}</mj-table>`;
    case 'button':
      return `<mj-button href="${href}" align="left" padding="16px 24px">${block.content}</mj-button>`;
    case 'footnote':
      return `<mj-text color="${BRAND.muted}" font-size="14px">${block.content}</mj-text>`;
  }
}

/**
 * The layout as MJML, which turns it into table-based HTML that mail apps render alike, one column that fits a
 * phone. MJML runs when the template is built (email-template-build.ts), not when mail is sent: email-html.ts fills
 * the HTML it made.
 */
export function emailMjml(blocks: readonly EmailBlock[], slots: Record<EmailSlot, string>): string {
  return `<mjml lang="en">
<mj-head>
<mj-title>${slots.title}</mj-title>
<mj-preview>${slots.preview}</mj-preview>
<mj-attributes>
<mj-all font-family="${BRAND.font}" />
<mj-text color="${BRAND.text}" font-size="16px" line-height="24px" padding="8px 24px" />
<mj-button background-color="${BRAND.primary}" color="#ffffff" font-size="16px" font-weight="600" border-radius="8px" inner-padding="14px 24px" />
</mj-attributes>
</mj-head>
<mj-body background-color="${BRAND.page}" width="600px">
<mj-section padding="24px 0 8px"><mj-column>
<mj-text font-size="20px" font-weight="700" color="${BRAND.primary}" align="left">${BRAND.name}</mj-text>
</mj-column></mj-section>
<mj-section background-color="${BRAND.card}" border-radius="12px" padding="16px 0"><mj-column>
${blocks.map((block) => mjmlElement(block, slots.href)).join('\n')}
</mj-column></mj-section>
<mj-section padding="16px 0 32px"><mj-column>
<mj-divider border-color="${BRAND.rule}" border-width="1px" />
<mj-text color="${BRAND.muted}" font-size="12px" line-height="18px">You receive this email because of a request on your ${BRAND.name} account. Support hours: Monday to Saturday, 10:00 to 18:00 IST.</mj-text>
</mj-column></mj-section>
</mj-body>
</mjml>`;
}
