import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpsRevokeNotificationInput } from '@contracts/notifications';
import { toast } from '@/lib/toast';
import { RevokeNotificationForm } from './revoke-notification-form';

describe('RevokeNotificationForm', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Package name'), { target: { value: ' in.shop.app ' } });
    fireEvent.change(screen.getByLabelText('Notification id', { exact: false }), {
      target: { value: 'n0m5y8dbk00000' },
    });
    fireEvent.change(screen.getByLabelText('Reason', { exact: false }), { target: { value: 'Phishing link' } });
  };

  it('asks for the package, the id and a reason, then a confirmation, then takes it down', async () => {
    const success = vi.spyOn(toast, 'success');
    const revoke = vi.fn(async (_input: OpsRevokeNotificationInput) => ({ auditId: 'a1', revokedAt: 1 }));
    render(<RevokeNotificationForm revoke={revoke} />);
    const first = screen.getByRole('button', { name: 'Take down notification' }) as HTMLButtonElement;
    expect(first.disabled).toBe(true);
    fill();
    fireEvent.click(first);
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, take it down' }));
    await waitFor(() =>
      expect(revoke).toHaveBeenCalledWith({
        packageName: 'in.shop.app',
        notificationId: 'n0m5y8dbk00000',
        reason: 'Phishing link',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notification taken out of the app feed.'));
  });

  it("shows the server's refusal in the form, focused, without a toast", async () => {
    const error = vi.spyOn(toast, 'error');
    const revoke = vi.fn(async () => {
      throw new Error('There is no notification n0m5y8dbk00000 of in.shop.app.');
    });
    render(<RevokeNotificationForm revoke={revoke} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Take down notification' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, take it down' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('There is no notification n0m5y8dbk00000 of in.shop.app.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(error).not.toHaveBeenCalled();
  });
});
