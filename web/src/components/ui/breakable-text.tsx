import { Fragment } from 'react';

// Before "@", "." and "/", and after "-": where a reader expects an email or a web address to continue on the
// next line (the browser itself breaks after a hyphen).
const BREAK_POINTS = /(?=[@./])|(?<=-)/;

/**
 * An email or web address that wraps at its own punctuation ("priya.raman" / "@example.co.in") instead of
 * mid-word, by offering the browser a line-break opportunity (<wbr>) before each "@", "." and "/" (and after each
 * "-"). Segments longer than a line still break (overflow-wrap: anywhere in the caller's CSS), so nothing is ever
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
