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

function factsTable(facts: Array<[string, string]>): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="width:40%;padding:6px 12px 6px 0;color:${BRAND.muted};vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:${BRAND.text};font-weight:600;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<mj-table font-size="15px" line-height="22px" padding="8px 24px">${rows}</mj-table>`;
}

/**
 * The one layout of every email: the brand, a heading, the sentences, the quoted words, facts and files, one button
 * deep into the request, and a footer saying why the mail came. MJML turns it into table-based HTML that mail apps
 * render alike, one column that fits a phone.
 */
export function emailMjml(doc: EmailDocument): string {
  const paragraphs = doc.paragraphs.map((text) => `<mj-text>${lines(text)}</mj-text>`).join('');
  const quote = doc.quote
    ? `<mj-text color="${BRAND.muted}" font-size="13px" padding="12px 24px 0">${escapeHtml(doc.quote.by)}</mj-text>` +
      `<mj-text padding="4px 24px 12px" container-background-color="${BRAND.page}" css-class="quote">${lines(doc.quote.text)}</mj-text>`
    : '';
  const facts = doc.facts?.length ? factsTable(doc.facts) : '';
  const list = doc.list?.length
    ? `<mj-text><ul style="margin:0;padding-left:20px">${doc.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></mj-text>`
    : '';
  const footnote = doc.footnote
    ? `<mj-text color="${BRAND.muted}" font-size="14px">${lines(doc.footnote)}</mj-text>`
    : '';
  return `<mjml lang="en">
<mj-head>
<mj-title>${escapeHtml(doc.subject)}</mj-title>
<mj-preview>${escapeHtml(doc.preheader)}</mj-preview>
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
<mj-text font-size="22px" line-height="30px" font-weight="700">${escapeHtml(doc.heading)}</mj-text>
<mj-text>Hello,</mj-text>
${paragraphs}${quote}${facts}${list}
<mj-button href="${escapeHtml(doc.action.url)}" align="left" padding="16px 24px">${escapeHtml(doc.action.label)}</mj-button>
${footnote}
<mj-text>The ${BRAND.name} team</mj-text>
</mj-column></mj-section>
<mj-section padding="16px 0 32px"><mj-column>
<mj-divider border-color="${BRAND.rule}" border-width="1px" />
<mj-text color="${BRAND.muted}" font-size="12px" line-height="18px">You receive this email because of a request on your ${BRAND.name} account. Support hours: Monday to Saturday, 10:00 to 18:00 IST.</mj-text>
</mj-column></mj-section>
</mj-body>
</mjml>`;
}
