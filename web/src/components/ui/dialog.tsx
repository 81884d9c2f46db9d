import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CrossIcon } from './icons';
import './dialog.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs, innermost last: only the top one handles Escape and traps Tab.
const openStack: symbol[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter((el) => !el.closest('[hidden]'));
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (e.g. a menu item of a closed menu). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Hide the corner close button (e.g. while a destructive action runs). */
  hideClose?: boolean;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  returnFocus,
  hideClose,
  role = 'dialog',
  testId,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeFromKeyboard = useEffectEvent(() => onClose());

  useEffect(() => {
    const token = Symbol('dialog');
    openStack.push(token);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocus?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    // The ref object, not its value: what it points to when the dialog closes is where focus returns.
    const returnFocusRef = returnFocus;
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (openStack[openStack.length - 1] !== token || !panel) return;
      // A third-party overlay above us (Razorpay Checkout) owns its own keys.
      const active = document.activeElement;
      if (active && active !== document.body && !panel.contains(active)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeFromKeyboard();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openStack.splice(openStack.indexOf(token), 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      const opener = previouslyFocused !== document.body && previouslyFocused?.isConnected ? previouslyFocused : null;
      const target = opener ?? returnFocusRef?.current;
      if (target?.isConnected) target.focus();
    };
    // Focus handling runs once per opening: `initialFocus` is read when it opens, `returnFocus` when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening by design; both refs are read on purpose then
  }, []);

  return (
    <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={`dialog dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        {/* Plain divs, not <header>/<footer>: outside <main> those become page-wide banner and contentinfo
            landmarks, and a dialog is not the page's banner (axe "landmark-*"). */}
        <div className="dialog__header">
          <div>
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            {description ? (
              <div className="dialog__description" id={descriptionId}>
                {description}
              </div>
            ) : null}
          </div>
          {hideClose ? null : (
            <button type="button" className="dialog__close" onClick={onClose} aria-label="Close dialog">
              <CrossIcon size={18} />
            </button>
          )}
        </div>
        {children ? <div className="dialog__body">{children}</div> : null}
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
