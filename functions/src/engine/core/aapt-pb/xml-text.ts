import { ValueConversionError } from './item-convert.js';

/**
 * Text in protobuf XML is source text, and aapt2 versions disagree on what becomes of it in binary XML:
 * Android 10's aapt2 (Debian's) copies it as is; newer ones (bundletool's) trim the whitespace around it and
 * read quotes and backslash escapes in it. Text that none of them changes travels in both directions; any
 * other text is refused rather than written in a form one of them would alter (docs/bundle-format.md).
 * The engine's only text is host names in the network security config.
 */
const UNPORTABLE = /^\s|\s$|["'\\]/;

export function portableXmlText(text: string, element: string): string {
  if (UNPORTABLE.test(text))
    throw new ValueConversionError(
      `text in <${element}> has surrounding whitespace, quotes or backslashes that aapt2 versions treat differently`,
    );
  return text;
}
