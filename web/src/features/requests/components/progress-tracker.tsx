import type { TrackerStepState } from '@contracts/request-status';
import type { RequestRecord } from '@contracts/requests';
import { CheckIcon } from '@/components/ui/icons';
import { trackerStage, trackerStepStates, trackerSteps } from '../lib/tracker-stage';
import './progress-tracker.css';

const stateText: Record<TrackerStepState, string> = {
  complete: 'done',
  current: 'current step',
  upcoming: 'not started',
  'awaiting-payment': 'not done: awaiting payment',
};

/**
 * Five steps of docs/product.md §4: Submitted, Payment Done, In Review, Accepted, Ready. The stage is the spec's; each
 * step shows done only when it is (contracts/request-status.ts trackerStepStates): Payment Done follows the payment,
 * never the status, so an unpaid request under review says so beside its Unpaid badge.
 */
export function ProgressTracker({ request }: { request: Pick<RequestRecord, 'status' | 'paymentStatus'> }) {
  const stage = trackerStage(request);
  const states = trackerStepStates(request);
  return (
    <div className="tracker-wrap">
      <ol
        className="tracker"
        aria-label={`Progress: stage ${stage} of ${trackerSteps.length}`}
        data-testid="request-tracker"
        data-stage={stage}
      >
        {trackerSteps.map((label, index) => {
          const state = states[index] ?? 'upcoming';
          return (
            <li
              key={label}
              className={`tracker__step tracker__step--${state}`}
              data-testid="tracker-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="tracker__dot" aria-hidden="true">
                {state === 'complete' ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className="tracker__label">
                {label}
                {state === 'awaiting-payment' ? (
                  <span className="tracker__note" aria-hidden="true">
                    Awaiting payment
                  </span>
                ) : null}
                <span className="visually-hidden">, {stateText[state]}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
