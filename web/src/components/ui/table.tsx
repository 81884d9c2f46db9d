import type { ReactNode } from 'react';
import './table.css';

export function Table({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
