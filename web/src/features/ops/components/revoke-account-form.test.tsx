import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpsRevokeAccountBuildsInput } from '@contracts/abuse';
import { toast } from '@/lib/toast';
import { RevokeAccountForm } from './revoke-account-form';

describe('RevokeAccountForm', () => {
  it('asks for a reason, then for a second confirmation, then revokes', async () => {
    const success = vi.spyOn(toast, 'success');
    const revoke = vi.fn(async (_input: OpsRevokeAccountBuildsInput) => ({ auditId: 'a1', filesDeleted: 2 }));
    render(<RevokeAccountForm uid="asha" revoke={revoke} />);
    const first = screen.getByRole('button', { name: 'Revoke account builds' });
    expect((first as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason', { exact: false }), { target: { value: ' Phishing bank page ' } });
    fireEvent.click(first);
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke every build of this account' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith({ uid: 'asha', reason: 'Phishing bank page' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Account revoked: 2 build files deleted.'));
  });

  it('can be cancelled at the confirmation', () => {
    const revoke = vi.fn(async () => ({ auditId: 'a1', filesDeleted: 0 }));
    render(<RevokeAccountForm uid="asha" revoke={revoke} />);
    fireEvent.change(screen.getByLabelText('Reason', { exact: false }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke account builds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Revoke account builds' })).toBeTruthy();
    expect(revoke).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form, focused, without a toast", async () => {
    const error = vi.spyOn(toast, 'error');
    const revoke = vi.fn(async () => {
      throw Object.assign(new Error('Only support can do this.'), { code: 'functions/permission-denied' });
    });
    render(<RevokeAccountForm uid="asha" revoke={revoke} />);
    fireEvent.change(screen.getByLabelText('Reason', { exact: false }), { target: { value: 'Phishing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke account builds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke every build of this account' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('Only support can do this.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(error).not.toHaveBeenCalled();
  });
});
