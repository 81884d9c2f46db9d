import type { EmailBlockKind, EmailSlot } from './email-layout.js';

/** A run of the HTML MJML made: literal text, or where one of the document's slots goes. */
export type TemplatePiece = string | { slot: EmailSlot };

/**
 * The HTML MJML makes of the layout (email-layout.ts), cut where content goes: what comes before the first block's
 * content, between two blocks' contents (by their kinds, `heading>text`), and after the last. email-template-build.ts
 * makes it; email-template.generated.ts holds it.
 */
export interface EmailTemplate {
  start: TemplatePiece[];
  between: Record<string, TemplatePiece[]>;
  end: TemplatePiece[];
}

/** Where `between` keeps the HTML between a block of kind `before` and the next, of kind `after`. */
export const pairKey = (before: EmailBlockKind, after: EmailBlockKind) => `${before}>${after}`;
