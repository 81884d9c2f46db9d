import type { HTMLAttributes, ReactNode, Ref } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
  ref?: Ref<HTMLElement>;
}

export function Card({ as = 'div', padded = true, className, ref, ...rest }: CardProps) {
  // One element type for the checker (a section is a plain HTMLElement): the union of four would demand a ref
  // that fits all four at once.
  const Tag = as as 'section';
  return (
    <Tag
      ref={ref}
      className={['card', padded ? 'card--padded' : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
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
