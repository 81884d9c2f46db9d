import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CrossCircleIcon, InfoIcon } from './icons';
import './notice.css';

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

const icons = { info: InfoIcon, warning: AlertIcon, danger: CrossCircleIcon, success: CheckCircleIcon };

/** An inline message box. `live` makes it announce itself (role=alert) when it appears. */
export function Notice({
  tone = 'info',
  title,
  children,
  live = false,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  live?: boolean;
}) {
  const Icon = icons[tone];
  return (
    <div className={`notice notice--${tone}`} role={live ? 'alert' : undefined}>
      <Icon size={20} className="notice__icon" />
      <div className="notice__body">
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
