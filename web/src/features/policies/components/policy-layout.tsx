import type { ReactNode } from 'react';
import { brand } from '@/config/brand';
import { policyFacts } from '../lib/policy-facts';
import './policy-layout.css';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface PolicyLayoutProps {
  title: string;
  summary: ReactNode;
  sections: PolicySection[];
  aside?: ReactNode;
}

export function PolicyLayout({ title, summary, sections, aside }: PolicyLayoutProps) {
  return (
    <article className="policy">
      <title>{`${title} · ${brand.name}`}</title>
      <header className="policy__hero">
        <div className="container">
          <p className="eyebrow">Policies</p>
          <h1 className="policy__title">{title}</h1>
          <p className="policy__summary">{summary}</p>
          <p className="policy__date">Effective {policyFacts.effectiveDate}</p>
        </div>
      </header>
      <div className="container policy__layout">
        <nav className="policy__toc" aria-label="On this page">
          <p className="policy__toc-title">On this page</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy__content">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="policy__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
          {aside}
        </div>
      </div>
    </article>
  );
}
