import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { Plan } from '@contracts/plans';
import { useSession } from '@/lib/auth/session';
import { formatInr } from '@/lib/format-inr';
import { rememberSignInIntent } from '@/lib/sign-in-intent';
import './plan-card.css';

/** One plan: 'Most Popular' on the popular plan, a premium look on the premium one (docs/product.md §2). */
export function PlanCard({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const custom = plan.priceInr === null;
  const look = plan.premium ? 'plan-card--premium' : plan.popular ? 'plan-card--popular' : '';
  const titleId = `plan-${plan.id}-title`;
  const { session } = useSession();
  // "Get Started" leads to /login (docs/product.md §2); a verified user goes straight to the dashboard's form.
  // Either way the plan is remembered and preselected there.
  const verified = session.status === 'signed-in' && session.user.emailVerified;
  return (
    <article className={`plan-card ${look}`} aria-labelledby={titleId} data-plan-id={plan.id}>
      {plan.popular ? (
        <div className="plan-card__ribbon">
          <Badge tone="accent">Most Popular</Badge>
        </div>
      ) : null}
      {plan.premium ? <p className="plan-card__kicker">Premium</p> : null}
      <Heading className="plan-card__name" id={titleId}>
        {plan.name}
      </Heading>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatInr(plan.priceInr)}</span>
        {custom ? (
          <span className="plan-card__unit">quote after review</span>
        ) : (
          <span className="plan-card__unit">one-time</span>
        )}
      </p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={16} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="plan-card__cta">
        {custom ? (
          <ButtonLink to={paths.contact} variant="secondary" block aria-label={`Contact Us about ${plan.name}`}>
            Contact Us
          </ButtonLink>
        ) : (
          <ButtonLink
            to={verified ? paths.dashboard : paths.login}
            onClick={() => rememberSignInIntent({ kind: 'plan', planId: plan.id, planName: plan.name })}
            variant={plan.popular ? 'primary' : plan.premium ? 'accent' : 'secondary'}
            block
            aria-label={`Get Started with ${plan.name}`}
          >
            Get Started
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
