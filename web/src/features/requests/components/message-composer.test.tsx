import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { PickedFile } from '../api/reply-to-request';
import { MessageComposer } from './message-composer';

const api = vi.hoisted(() => ({
  sendMessage:
    vi.fn<(requestId: string, text: string, files: readonly PickedFile[], messageId: string) => Promise<unknown>>(),
}));
vi.mock('../api/reply-to-request', () => ({ sendMessage: api.sendMessage }));

const png = (name = 'logo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function attach(...files: File[]) {
  fireEvent.change(screen.getByTestId('composer-file-input'), { target: { files } });
}

describe('<MessageComposer> (docs/product.md "Conversation")', () => {
  beforeEach(() => {
    api.sendMessage.mockReset();
    vi.spyOn(toast, 'success');
  });

  it('sends text with files, then clears; a retry of a failed send keeps the same message id', async () => {
    api.sendMessage.mockRejectedValueOnce(new Error('logo.png has not finished uploading. Attach it again.'));
    api.sendMessage.mockResolvedValue({ status: 'in_review', entryId: 'e1' });
    render(<MessageComposer requestId="req-1" awaitingReply={false} />);
    fireEvent.change(screen.getByLabelText('Message to the Apkforge team'), { target: { value: ' Here it is ' } });
    attach(png('Our Logo.PNG'));
    expect(screen.getByText('Our-Logo.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('logo.png has not finished uploading. Attach it again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Message sent. The support team will pick it up shortly.'),
    );
    const [first, second] = api.sendMessage.mock.calls;
    expect(first?.slice(0, 2)).toEqual(['req-1', 'Here it is']);
    expect(first?.[2].map((picked) => picked.fileName)).toEqual(['Our-Logo.png']);
    expect(second?.[3]).toBe(first?.[3]);
    expect((screen.getByLabelText('Message to the Apkforge team') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('Our-Logo.png')).toBeNull();
  });

  it('says at the control what is wrong: nothing to send, a file it cannot take', async () => {
    render(<MessageComposer requestId="req-1" awaitingReply />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const field = screen.getByLabelText('Your answer');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('alert').textContent).toBe('Write a message or attach a file.');
    attach(new File(['MZ'], 'setup.exe'));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
      'setup.exe: Attach a PNG, JPEG, PDF or ZIP file.',
    );
    expect(api.sendMessage).not.toHaveBeenCalled();
  });

  it('lets a picked file be removed before sending', () => {
    render(<MessageComposer requestId="req-1" awaitingReply={false} />);
    attach(png('a.png'), png('b.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).toBeNull();
    expect(screen.getByText('b.png')).toBeTruthy();
  });
});
