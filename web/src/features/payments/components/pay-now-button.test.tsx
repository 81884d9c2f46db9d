import type { RequestRecord } from '@contracts/requests';
import { requestRecord } from '@contracts/__fixtures__/records';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSession, signedIn } from '@/testing/session';
import { PayNowButton } from './pay-now-button';

function renderButton(request: RequestRecord) {
  return render(
    <FakeSession session={signedIn()}>
      <PayNowButton request={request} />
    </FakeSession>,
  );
}

describe('<PayNowButton>', () => {
  it('says Pay Now for a catalog plan', () => {
    renderButton(requestRecord());
    expect(screen.getByRole('button', { name: 'Pay Now for Shop' }).textContent).toBe('Pay Now');
  });

  it('shows Awaiting quote for an unquoted custom request, then Pay ₹<quote> once quoted', () => {
    const custom = requestRecord({ planId: 'other', planName: 'Other (Custom Requirement)', amountInr: undefined });
    const { unmount } = renderButton(custom);
    expect(screen.getByText('Awaiting quote')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderButton({ ...custom, amountInr: 4500, quotedAt: 1 });
    expect(screen.getByRole('button', { name: 'Pay ₹4,500 for Shop' }).textContent).toBe('Pay ₹4,500');
  });

  it('shows nothing once paid', () => {
    const { container } = renderButton(requestRecord({ paymentStatus: 'paid' }));
    expect(container.textContent).toBe('');
  });
});
