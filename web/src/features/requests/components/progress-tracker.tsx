import type { RequestRecord } from '@contracts/requests';
import { CheckIcon } from '@/components/ui/icons';
import { trackerStage, trackerSteps } from '../lib/tracker-stage';
import './progress-tracker.css';

type StepState = 'complete' | 'current' | 'upcoming';

function stepState(index: number, stage: number): StepState {
  const position = index + 1;
  if (position < stage || stage === trackerSteps.length) return 'complete';
  return position === stage ? 'current' : 'upcoming';
}

const stateText: Record<StepState, string> = { complete: 'done', current: 'current step', upcoming: 'not started' };

/** Five steps of docs/product.md §4: Submitted, Payment Done, In Review, Accepted, Ready. */
export function ProgressTracker({ request }: { request: Pick<RequestRecord, 'status' | 'paymentStatus'> }) {
  const stage = trackerStage(request);
  return (
    <div className="tracker-wrap">
      <ol
        className="tracker"
        aria-label={`Progress: stage ${stage} of ${trackerSteps.length}`}
        data-testid="request-tracker"
        data-stage={stage}
      >
        {trackerSteps.map((label, index) => {
          const state = stepState(index, stage);
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
                <span className="visually-hidden">, {stateText[state]}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
