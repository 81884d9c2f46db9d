import { type ReactNode, useEffect, useRef } from 'react';
import { Notice, type NoticeTone } from './notice';
import './form-alert.css';

/**
 * A refusal shown where the person looks (docs/product.md §2 "Where refusals appear"): inline beside the control
 * that caused it, announced (role=alert), and, each time its message appears or changes, scrolled into view and
 * given the focus, so the button that was pressed never seems to do nothing, even at the bottom of a long dialog.
 * The scroll is instant: a smooth one would leave it off screen for a moment, and the focus must not jump twice.
 */
export function FormAlert({
  message,
  tone = 'danger',
  title,
  children,
  testId = 'form-alert',
}: {
  message: string;
  tone?: NoticeTone;
  title?: ReactNode;
  /** A way forward under the message (a link, a button). */
  children?: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    revealAndFocus(element);
  }, [message]);
  return (
    <div ref={ref} className="form-alert" role="alert" tabIndex={-1} data-testid={testId}>
      <Notice tone={tone} title={title}>
        {message}
        {children ? <div className="form-alert__action">{children}</div> : null}
      </Notice>
    </div>
  );
}

/** Scrolls `element` into the middle of its scrolling box (a dialog's body, the page) and focuses it. */
function revealAndFocus(element: HTMLElement): void {
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  element.focus({ preventScroll: true });
}
