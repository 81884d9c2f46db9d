import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AttachmentButton } from './attachment-button';

const actions = vi.hoisted(() => ({ attachmentLink: vi.fn() }));
vi.mock('../api/ops-actions', () => actions);

function show() {
  render(
    <AttachmentButton
      target={{ uid: 'user-1', requestId: 'req-1' }}
      file={{ id: 'a1', fileName: 'logo.png', size: 2048, contentType: 'image/png' }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: /logo\.png/ }));
}

// docs/product.md §2 "Where refusals appear", on the support console too.
describe('<AttachmentButton>', () => {
  beforeEach(() => {
    actions.attachmentLink.mockReset();
    vi.restoreAllMocks();
    vi.spyOn(toast, 'error');
  });

  it("shows the server's refusal under the button, focused, without a toast", async () => {
    const refusal = 'This file is not part of the request.';
    actions.attachmentLink.mockRejectedValueOnce(Object.assign(new Error(refusal), { code: 'functions/not-found' }));
    show();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a failure on the way', async () => {
    actions.attachmentLink.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    show();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download failed. Please try again.'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });
});
