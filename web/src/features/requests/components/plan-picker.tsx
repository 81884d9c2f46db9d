import { useId } from 'react';
import { formatInr } from '@/lib/format-inr';
import type { Plan } from '@contracts/plans';
import { APPLE_NOTE, isPublishingPlan } from '@contracts/publishing';
import './plan-picker.css';

export interface PlanPickerProps {
  plans: Plan[];
  value: string;
  onChange: (planId: string) => void;
  disabled?: boolean;
  /** The server's or the form's refusal of the plan (docs/product.md §5), shown under the options. */
  error?: string | null;
}

/** Plan radio cards (docs/product.md §2) and a summary of the chosen plan and its price. */
export function PlanPicker({ plans, value, onChange, disabled, error }: PlanPickerProps) {
  const selected = plans.find((plan) => plan.id === value);
  const errorId = useId();
  return (
    <fieldset className="plan-picker" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Plan</legend>
      <div className="plan-picker__options">
        {plans.map((plan) => (
          <label key={plan.id} className={`plan-option${plan.id === value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={plan.id === value}
              onChange={() => onChange(plan.id)}
              aria-invalid={error ? true : undefined}
              className="plan-option__input"
            />
            <span className="plan-option__text">
              <span className="plan-option__name">{plan.name}</span>
              {plan.popular ? <span className="plan-option__tag">Most Popular</span> : null}
            </span>
            <span className="plan-option__price">{formatInr(plan.priceInr)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {selected ? (
        <div className="plan-summary" aria-live="polite">
          <div>
            <p className="plan-summary__label">Selected plan</p>
            <p className="plan-summary__name">{selected.name}</p>
            {selected.description ? <p className="plan-summary__description">{selected.description}</p> : null}
            {isPublishingPlan(selected.id) ? <p className="plan-summary__description">{APPLE_NOTE}</p> : null}
          </div>
          <p className="plan-summary__price">
            {selected.priceInr === null ? 'Custom quote after review' : formatInr(selected.priceInr)}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
