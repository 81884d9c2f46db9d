import type { TimelineEntry } from '@contracts/timeline';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ConversationEntry } from './conversation-entry';

const links = vi.hoisted(() => ({ downloadFile: vi.fn() }));
vi.mock('@/lib/download-link', () => links);

const reply: TimelineEntry = {
  id: 'e1',
  at: Date.UTC(2026, 10, 2, 9, 30),
  kind: 'message',
  by: 'support',
  text: 'Here is the mockup.',
  attachments: [{ id: 'a1', fileName: 'mockup.pdf', size: 2048, contentType: 'application/pdf' }],
};

function show() {
  render(
    <ul>
      <ConversationEntry entry={reply} requestId="req-1" paid unread={false} />
    </ul>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download mockup.pdf' }));
}

// docs/product.md §2 "Where refusals appear": an expired or removed file says so under its button, focused.
describe('<ConversationEntry> attachment downloads', () => {
  beforeEach(() => {
    links.downloadFile.mockReset();
    vi.restoreAllMocks();
    vi.spyOn(toast, 'error');
  });

  it("shows the server's refusal under the file's button, focused, without a toast", async () => {
    const gone = 'This file was removed. Ask the Apkforge team in this conversation to share it again.';
    links.downloadFile.mockRejectedValueOnce(Object.assign(new Error(gone), { code: 'functions/not-found' }));
    show();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(gone);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a download that failed on the way, and shows nothing inline', async () => {
    links.downloadFile.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    show();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download failed. Please try again.'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });
});
