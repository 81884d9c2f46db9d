import { useEffect, useRef, useState } from 'react';
import { type ToastEntry, type ToastStore, toast as defaultStore, toastDuration, useToasts } from '@/lib/toast';
import { CheckCircleIcon, CrossCircleIcon, CrossIcon, InfoIcon } from './icons';
import './toaster.css';

function ToastIcon({ entry }: { entry: ToastEntry }) {
  if (entry.icon === 'cross') return <CrossIcon size={20} className="toast__icon" />;
  if (entry.kind === 'success') return <CheckCircleIcon size={20} className="toast__icon" />;
  if (entry.kind === 'error') return <CrossCircleIcon size={20} className="toast__icon" />;
  return <InfoIcon size={20} className="toast__icon" />;
}

function ToastItem({ entry, pathname, store }: { entry: ToastEntry; pathname: string; store: ToastStore }) {
  // The duration is fixed when the toast appears, from the page it appeared on (docs/product.md §2).
  const [duration] = useState(() => toastDuration(pathname, entry.duration));
  const [paused, setPaused] = useState(false);
  const remaining = useRef(typeof duration === 'number' ? duration : 0);

  useEffect(() => {
    if (duration === 'sticky' || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => store.dismiss(entry.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, entry.id, store]);

  return (
    <li
      className={`toast toast--${entry.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-duration={duration}
    >
      <ToastIcon entry={entry} />
      <p className="toast__message">{entry.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => store.dismiss(entry.id)}
      >
        <CrossIcon size={16} />
      </button>
      {typeof duration === 'number' ? (
        <span
          className="toast__timer"
          style={{ animationDuration: `${duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
          aria-hidden="true"
        />
      ) : null}
    </li>
  );
}

/** Top-right stack of notifications inside one polite live region. */
export function Toaster({ pathname, store = defaultStore }: { pathname: string; store?: ToastStore }) {
  const entries = useToasts(store);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {entries.map((entry) => (
          <ToastItem key={entry.id} entry={entry} pathname={pathname} store={store} />
        ))}
      </ol>
    </section>
  );
}
