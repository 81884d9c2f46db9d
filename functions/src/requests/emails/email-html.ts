import type { EmailDocument } from './email-document.js';
import { emailBlocks, emailSlots, type EmailBlock, type EmailSlot } from './email-layout.js';
import { pairKey, type EmailTemplate, type TemplatePiece } from './email-template.js';
import { EMAIL_TEMPLATE } from './email-template.generated.js';

/** The template's HTML with the blocks' contents and the slots' values in place. */
function fillTemplate(
  template: EmailTemplate,
  blocks: readonly EmailBlock[],
  slots: Record<EmailSlot, string>,
): string {
  const text = (pieces: readonly TemplatePiece[]) =>
    pieces.map((piece) => (typeof piece === 'string' ? piece : slots[piece.slot])).join('');
  let html = text(template.start);
  blocks.forEach((block, index) => {
    if (index > 0) {
      const pair = pairKey(blocks[index - 1]!.kind, block.kind);
      const between = template.between[pair];
      // Every pair the layout can make is in the template (a test builds them all); a new pair means a stale template.
      if (!between) throw new Error(`The email template has no ${pair}: run npm run -w functions build:emails`);
      html += text(between);
    }
    html += block.content;
  });
  return html + text(template.end);
}

/**
 * An email's HTML part: the layout MJML compiled when the template was built, filled with this document. Sending
 * mail loads no MJML (its parser, CSS inliner and components cost a function's first email 1.4 CPU-seconds), and the
 * result is the HTML MJML itself makes of the document (emails.test.ts compares the two).
 */
export function emailHtml(doc: EmailDocument): string {
  return fillTemplate(EMAIL_TEMPLATE, emailBlocks(doc), emailSlots(doc));
}
