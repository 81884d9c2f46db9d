import { notificationMessages as m } from '../lib/notification-messages';

export interface NotificationPreviewProps {
  appName: string;
  title: string;
  text: string;
  link: string;
}

/** The notification as Android's shade draws it, expanded: app, title, text (docs/product.md "App notifications"). */
export function NotificationPreview({ appName, title, text, link }: NotificationPreviewProps) {
  const initial = [...appName.trim()][0]?.toUpperCase() ?? '?';
  return (
    <figure className="notify-preview">
      <figcaption className="notify-preview__caption">{m.previewLabel}</figcaption>
      <div className="notify-preview__card" data-testid="notification-preview">
        <p className="notify-preview__app">
          <span className="notify-preview__icon" aria-hidden="true">
            {initial}
          </span>
          <span>{appName}</span>
          <span aria-hidden="true"> · now</span>
        </p>
        <p className="notify-preview__title">{title.trim() || 'Your title'}</p>
        <p className="notify-preview__text">{text.trim() || 'Your message'}</p>
      </div>
      {link.trim() ? <p className="notify-preview__link">Opens {link.trim()}</p> : null}
    </figure>
  );
}
