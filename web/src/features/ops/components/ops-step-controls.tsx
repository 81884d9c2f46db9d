import type { PublishingStepEvent } from '@contracts/publishing';
import { CLOSED_TEST_RULE } from '@contracts/publishing-tracker';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

type OnStep = (name: string, event: PublishingStepEvent, done: string) => void;

/** The steps support decides: the developer account, the closed test, the production review, live, undo. */
export function OpsStepControls({ busy, onStep }: { busy: boolean; onStep: OnStep }) {
  const [testers, setTesters] = useState('0');
  const [started, setStarted] = useState(() => new Date().toISOString().slice(0, 10));
  const step = (name: string, label: string, event: PublishingStepEvent, done: string) => (
    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onStep(name, event, done)}>
      {label}
    </Button>
  );
  return (
    <div className="ops-step-controls">
      <div className="ops-actions-row">
        {step(
          'personal',
          'Personal account (after Nov 2023)',
          { kind: 'developer-account', type: 'personal', createdAfterCutoff: true },
          'Developer account recorded.',
        )}
        {step(
          'organization',
          'Organisation account',
          { kind: 'developer-account', type: 'organization', createdAfterCutoff: false },
          'Developer account recorded.',
        )}
      </div>
      <div className="ops-actions-row">
        <label>
          Testers opted in{' '}
          <input type="number" min={0} value={testers} onChange={(event) => setTesters(event.target.value)} />
        </label>
        <label>
          Closed test started <input type="date" value={started} onChange={(event) => setStarted(event.target.value)} />
        </label>
        {step(
          'closed',
          'Record closed test',
          { kind: 'closed-test', testers: Number(testers), startedAt: Date.parse(started) },
          'Closed test recorded.',
        )}
        {step(
          'closed-done',
          `Closed test done (${CLOSED_TEST_RULE.testers} testers, ${CLOSED_TEST_RULE.days} days)`,
          { kind: 'mark', step: 'closed_test' },
          'Closed test marked done.',
        )}
      </div>
      <div className="ops-actions-row">
        {step(
          'submitted',
          'Production sent for review',
          { kind: 'production-submitted' },
          'Production review started.',
        )}
        {step('approved', 'Review approved', { kind: 'mark', step: 'production_review' }, 'Review marked approved.')}
        {step('live', 'Live on Play', { kind: 'mark', step: 'live' }, 'Marked live.')}
        {step('undo', 'Undo the newest step', { kind: 'undo' }, 'Newest step taken back.')}
      </div>
    </div>
  );
}
