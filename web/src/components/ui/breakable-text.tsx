import { Fragment } from 'react';

/**
 * Where a reader expects an email or a web address to continue on the next line: before "@", ".", "/", "?", "#",
 * "&" and "="; after "-", "?" and "!"; and after the "/" or "//" that ends a run of slashes.
 *
 * Every place the browser itself may break an address (UAX #14: after a hyphen, "?", "!" or a slash before a letter)
 * is a segment boundary too, so the browser never breaks inside a segment: "kitchen-essentials?source=app" is
 * "kitchen-" | "essentials" | "?" | "source" | "=app", never "essentials?" / "source=app" out of one text node.
 * A slash is never separated from the slash beside it ("https:" | "//" | "www").
 */
const BREAK_POINTS = /(?<!\/)(?=[@./?#&=])|(?<=[-?!])|(?<=\/)(?!\/)/;

/**
 * An email or web address that wraps at its own punctuation ("priya.raman" / "@example.co.in") instead of
 * mid-word, by offering the browser a line-break opportunity (<wbr>) at each point of BREAK_POINTS. Segments longer than a line still break (overflow-wrap: anywhere in the caller's CSS), so nothing is ever
 * clipped.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(BREAK_POINTS);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
