import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import './pricing-cards.css';

/**
 * `headingLevel`: each plan's name is a heading one level below the section's (h3 under the landing page's
 * "Simple plans" h2, h2 right under the plans page's h1); a skipped level is an axe "heading-order" finding.
 */
export function PricingCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { data, error, isLoading, mutate } = usePlans();
  if (isLoading) {
    return (
      <div className="pricing-grid" aria-busy="true" aria-label="Loading plans">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="pricing-skeleton" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="pricing-error">
        <Notice tone="danger" title="We couldn't load the plans.">
          Check your connection and try again.
        </Notice>
        <Button variant="secondary" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data || data.length === 0) return <Notice tone="info">Plans will appear here shortly.</Notice>;
  return (
    <div className="pricing-grid">
      {data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
