import type { RequestRecord } from '@contracts/requests';
import { requestRecord } from '@contracts/__fixtures__/records';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '@/lib/events';
import { toast } from '@/lib/toast';
import { RequestDetailsDialog } from './request-details-dialog';

const api = vi.hoisted(() => ({
  updateRequestText: vi.fn<(id: string, field: string, value: string) => Promise<void>>(),
  deleteRequest: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../api/update-request-text', () => ({ updateRequestText: api.updateRequestText }));
vi.mock('../api/delete-request', () => ({ deleteRequest: api.deleteRequest }));

const refused = (message: string) => Object.assign(new Error(message), { code: 'functions/failed-precondition' });
// How a callable reports a connection that dropped: a bare code, no sentence.
const offline = () => Object.assign(new Error('internal'), { code: 'functions/internal' });

const payAction = (request: RequestRecord) => <button type="button">Pay Now for {request.appName}</button>;

function open(request: RequestRecord) {
  const onClose = vi.fn();
  render(<RequestDetailsDialog uid="user-1" request={request} onClose={onClose} payAction={payAction} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Request Details' }) };
}

describe('<RequestDetailsDialog> (docs/product.md §2, §4)', () => {
  beforeEach(() => {
    api.updateRequestText.mockReset();
    api.deleteRequest.mockReset();
    vi.restoreAllMocks();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('closes on Escape', () => {
    const { onClose } = open(requestRecord());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the tracker stage and the payment status', () => {
    const { dialog } = open(requestRecord({ paymentStatus: 'paid', status: 'in_progress' }));
    expect(within(dialog).getByTestId('request-tracker').getAttribute('data-stage')).toBe('4');
    expect(
      within(dialog)
        .getAllByTestId('tracker-step')
        .map((step) => step.getAttribute('data-state')),
    ).toEqual(['complete', 'complete', 'complete', 'current', 'upcoming']);
    expect(within(dialog).getByText('Paid')).toBeTruthy();
  });

  it('never shows Payment Done on an unpaid custom request support moved on, beside Unpaid and Pay', () => {
    const { dialog } = open(
      requestRecord({
        planId: 'other',
        planName: 'Other (Custom Requirement)',
        amountInr: 499,
        status: 'update_needed',
      }),
    );
    const steps = within(dialog).getAllByTestId('tracker-step');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'complete',
      'awaiting-payment',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[1]?.textContent).toContain('Awaiting payment');
    expect(steps[1]?.textContent).toContain('not done: awaiting payment');
    expect(within(dialog).getByText('Unpaid')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay Now for Shop' })).toBeTruthy();
  });

  it('saves the description while unpaid', async () => {
    api.updateRequestText.mockResolvedValue();
    open(requestRecord());
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  New text ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Description updated'));
    expect(api.updateRequestText).toHaveBeenCalledWith('req-1', 'description', '  New text ');
  });

  it('saves the extra instructions while unpaid', async () => {
    api.updateRequestText.mockResolvedValue();
    open(requestRecord());
    fireEvent.change(screen.getByLabelText('Extra instructions'), { target: { value: 'Blue splash screen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save instructions' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Instructions updated'));
    expect(api.updateRequestText).toHaveBeenCalledWith('req-1', 'extraInstructions', 'Blue splash screen');
  });

  it("toasts 'Update failed' for a failure on the way, and shows nothing inline", async () => {
    api.updateRequestText.mockRejectedValue(offline());
    open(requestRecord());
    fireEvent.change(screen.getByLabelText('Extra instructions'), { target: { value: 'Blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save instructions' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Update failed'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  // docs/product.md §2 "Where refusals appear": the server's "no" under the Save button, focused, no toast.
  it("shows the server's refusal of a save under its button, focused, and keeps the draft", async () => {
    const refusal = 'This request is paid: its description can no longer be changed.';
    api.updateRequestText.mockRejectedValue(refused(refusal));
    open(requestRecord());
    const field = screen.getByLabelText('Description') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
    expect(field.value).toBe('Blue');
  });

  it('confirms and deletes an unpaid request, fires the page event and closes', async () => {
    api.deleteRequest.mockResolvedValue();
    const events: string[] = [];
    const stop = onAppEvent('request-deleted', ({ requestId }) => events.push(requestId));
    const { onClose } = open(requestRecord());
    fireEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.deleteRequest).toHaveBeenCalledWith('req-1');
    expect(toast.success).toHaveBeenCalledWith('Request deleted successfully');
    expect(events).toEqual(['req-1']);
    stop();
  });

  it("shows the server's refusal of the delete by its button, focused, without a toast", async () => {
    const refusal = 'A paid request cannot be deleted.';
    api.deleteRequest.mockRejectedValue(refused(refusal));
    const { onClose } = open(requestRecord());
    fireEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to delete request' for a failure on the way", async () => {
    api.deleteRequest.mockRejectedValue(offline());
    const { onClose } = open(requestRecord());
    fireEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete request'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a paid request is read-only: no save, no delete, no pay', () => {
    open(requestRecord({ paymentStatus: 'paid' }));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Extra instructions') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete request' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay Now/ })).toBeNull();
  });

  it('gives the focus to "Keep request" when it asks, and back to "Delete request" on no', async () => {
    open(requestRecord());
    const remove = screen.getByRole('button', { name: 'Delete request' });
    remove.focus();
    fireEvent.click(remove);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete request' })));
  });

  describe('unsaved edits', () => {
    it.each([
      ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
      ['Close', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
      ['the corner button', () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))],
    ])('asks before %s drops them, and "Keep editing" keeps them', (_, close) => {
      const { onClose } = open(requestRecord());
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Half-typed' } });
      close();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByText('Discard your unsaved changes?')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Half-typed');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes after "Discard changes"', () => {
      const { onClose } = open(requestRecord());
      fireEvent.change(screen.getByLabelText('Extra instructions'), { target: { value: 'Blue' } });
      fireEvent.keyDown(document, { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
      expect(onClose).toHaveBeenCalled();
    });

    it('a second Escape while asking answers "keep editing"', () => {
      const { onClose } = open(requestRecord());
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Half-typed' } });
      fireEvent.keyDown(document, { key: 'Escape' });
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByText('Discard your unsaved changes?')).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes without asking once the edit is saved or typed back to the saved text', async () => {
      api.updateRequestText.mockResolvedValue();
      const request = requestRecord();
      const { onClose } = open(request);
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Typo' } });
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: request.description } });
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('says what happened to the money of a paid request: refunded, disputed, charged back', () => {
    const { dialog } = open(
      requestRecord({ paymentStatus: 'paid', refundStatus: 'partially_refunded', refundedAmountInr: 10 }),
    );
    expect(within(dialog).getByText('Partly refunded')).toBeTruthy();
    expect(within(dialog).getByTestId('request-refund').textContent).toBe(
      '₹10 of your payment was refunded to your payment method.',
    );
  });

  it('shows no refund line for a request whose payment stands', () => {
    open(requestRecord({ paymentStatus: 'paid' }));
    expect(screen.queryByTestId('request-refund')).toBeNull();
  });

  it('lists the other hosts the app keeps inside it, and nothing when there are none', () => {
    open(requestRecord({ extraHosts: ['pay.example-gateway.in', 'kyc.example.com'] }));
    const term = screen.getByText('Other hosts of your app');
    expect(term.nextElementSibling?.textContent).toBe('pay.example-gateway.in, kyc.example.com');
  });

  it('shows no other-hosts line for a request without extra hosts', () => {
    open(requestRecord());
    expect(screen.queryByText('Other hosts of your app')).toBeNull();
  });

  it('says whether the app refreshes when pulled down: on unless the request turned it off', () => {
    open(requestRecord({ pullToRefresh: false }));
    expect(screen.getByText('Pull down to refresh').nextElementSibling?.textContent).toBe('Off');
    cleanup();
    // A request from before the option: built with it on.
    open(requestRecord());
    expect(screen.getByText('Pull down to refresh').nextElementSibling?.textContent).toBe('On');
  });

  it('offers Pay Now while unpaid', () => {
    open(requestRecord());
    expect(screen.getByRole('button', { name: 'Pay Now for Shop' })).toBeTruthy();
  });
});
