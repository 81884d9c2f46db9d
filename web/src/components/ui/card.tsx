import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
}

export function Card({ as: Tag = 'div', padded = true, className, ...rest }: CardProps) {
  return (
    <Tag className={['card', padded ? 'card--padded' : '', className ?? ''].filter(Boolean).join(' ')} {...rest} />
  );
}

export function CardHeader({
  title,
  subtitle,
  action,
  titleId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  titleId?: string;
}) {
  return (
    <div className="card__header">
      <div>
        <h2 className="card__title" id={titleId}>
          {title}
        </h2>
        {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}
