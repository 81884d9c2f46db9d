import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublishingTrackerState } from '@contracts/publishing-tracker';
import { PublishingTracker } from './publishing-tracker';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 4, 30);
const connected: PublishingTrackerState = {
  developerAccount: { type: 'organization', createdAfterCutoff: false },
  steps: {
    developer_account: { state: 'done', at: T0 - HOUR, by: 'customer' },
    app_created: { state: 'done', at: T0, by: 'system' },
    access_given: { state: 'done', at: T0, by: 'system' },
    closed_test: { state: 'skipped', at: T0 - HOUR, by: 'system' },
  },
};
const props = {
  planId: 'publish_2days',
  appName: 'FitZone',
  serviceAccountEmail: 'publisher@example.iam.gserviceaccount.com',
};

describe('PublishingTracker (both sides render contracts/publishing-tracker.ts)', () => {
  it('shows the nine steps, who acts next in the customer’s words, and the 48-hour clock running', () => {
    render(<PublishingTracker {...props} tracker={connected} audience="customer" now={T0 + 10 * HOUR} />);
    const steps = within(screen.getByRole('list', { name: 'Publishing steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'skipped',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[6]!.textContent).toContain('Not needed for this developer account.');
    expect(screen.getByTestId('publishing-next').textContent).toMatch(/^You next: Check the store listing below/);
    const clock = screen.getByTestId('publishing-clock');
    expect(clock.getAttribute('data-status')).toBe('running');
    expect(clock.textContent).toMatch(/^48-hour target: 38 h left, until .+, for the app to reach internal testing\.$/);
  });

  it('speaks to support on the console, and says when the target is missed or not started', () => {
    const { rerender } = render(<PublishingTracker {...props} tracker={{}} audience="support" now={T0} />);
    expect(screen.getByTestId('publishing-next').textContent).toMatch(
      /^The customer next: Waiting for the customer’s Play developer account/,
    );
    expect(screen.getByTestId('publishing-clock').textContent).toBe(
      'The 48-hour target starts when the customer gives access.',
    );
    rerender(<PublishingTracker {...props} tracker={connected} audience="support" now={T0 + 50 * HOUR} />);
    expect(screen.getByTestId('publishing-clock').getAttribute('data-status')).toBe('late');
    rerender(<PublishingTracker {...props} planId="aab_bundle" tracker={connected} audience="support" now={T0} />);
    expect(screen.queryByTestId('publishing-clock')).toBeNull();
  });
});
