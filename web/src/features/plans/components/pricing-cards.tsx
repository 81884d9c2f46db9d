import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import './pricing-cards.css';

export function PricingCards() {
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
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </div>
  );
}
