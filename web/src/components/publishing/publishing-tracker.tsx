import { promiseClock, promiseSentence } from '@contracts/publishing-promise';
import { nextAction, trackerView, type PublishingTrackerState } from '@contracts/publishing-tracker';
import { CheckIcon } from '@/components/ui/icons';
import './publishing-tracker.css';

const STATE_WORDS = { done: 'done', skipped: 'not needed', current: 'current step', upcoming: 'not started' } as const;
const when = (ms: number) => new Date(ms).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface PublishingTrackerProps {
  tracker: PublishingTrackerState;
  planId: string;
  appName: string;
  serviceAccountEmail: string;
  /** The customer's words ("You next") or support's ("The customer next"). */
  audience: 'customer' | 'support';
  now: number;
}

/**
 * The publishing steps, who acts next and what to do, and the plan's promise against the clock: one component for
 * the customer's request view and the support console, both rendering contracts/publishing-tracker.ts.
 */
export function PublishingTracker({
  tracker,
  planId,
  appName,
  serviceAccountEmail,
  audience,
  now,
}: PublishingTrackerProps) {
  const steps = trackerView(tracker, now);
  const next = nextAction(tracker, { appName, serviceAccountEmail }, audience);
  const clock = promiseClock(planId, tracker, now);
  return (
    <div className="ptracker" data-testid="publishing-tracker">
      <ol className="ptracker__steps" aria-label="Publishing steps">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={`ptracker__step ptracker__step--${step.state}`}
            data-step={step.id}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="ptracker__dot" aria-hidden="true">
              {step.state === 'done' ? <CheckIcon size={14} /> : step.state === 'skipped' ? '–' : index + 1}
            </span>
            <span className="ptracker__label">
              {step.label}
              <span className="visually-hidden">, {STATE_WORDS[step.state]}</span>
              {step.at && step.state === 'done' ? <span className="ptracker__at">{when(step.at)}</span> : null}
              {step.detail ? <span className="ptracker__detail">{step.detail}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {next ? (
        <p className="ptracker__next" data-testid="publishing-next">
          <strong>{next.actorLabel} next:</strong> {next.text}
        </p>
      ) : (
        <p className="ptracker__next" data-testid="publishing-next">
          <strong>Live on Google Play.</strong>
        </p>
      )}
      {clock ? (
        <p
          className={`ptracker__clock ptracker__clock--${clock.status}`}
          data-testid="publishing-clock"
          data-status={clock.status}
        >
          {promiseSentence(clock, audience, when)}
        </p>
      ) : null}
    </div>
  );
}
