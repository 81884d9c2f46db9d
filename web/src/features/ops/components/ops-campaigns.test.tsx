import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SHELL_RELEASE } from '@contracts/autopilot';
import { describe, expect, it, vi } from 'vitest';
import { OpsCampaigns } from './ops-campaigns';
import { RotateAppKeyForm } from './rotate-app-key-form';

describe('<OpsCampaigns> (docs/product.md "Support console")', () => {
  it("shows apps per shell version and each campaign's counts, and starts the campaign of this shell", async () => {
    const load = vi.fn().mockResolvedValue({
      appsPerShellVersion: { [SHELL_RELEASE.version]: 3, unknown: 2 },
      campaigns: [
        {
          campaign: {
            id: 'c',
            shellVersion: SHELL_RELEASE.version,
            targetSdk: 36,
            whatChanged: 'x',
            startedAt: 1,
            startedBy: 's',
            marked: 2,
          },
          told: 2,
          rebuilt: 1,
          failed: 0,
          waiting: 1,
        },
      ],
    });
    const start = vi
      .fn()
      .mockResolvedValue({ campaignId: 'c', marked: 0, alreadyMarked: 2, told: 0, delivered: 0, failed: 0 });
    render(<OpsCampaigns load={load} start={start} />);
    expect((await screen.findByTestId('apps-per-shell')).textContent).toContain(`shell ${SHELL_RELEASE.version}: 3`);
    expect(screen.getByTestId('campaign').textContent).toContain(
      '2 marked, 2 owners told, 1 rebuilt, 0 failed, 1 waiting',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start campaign' }));
    await waitFor(() =>
      expect(start).toHaveBeenCalledWith({ shellVersion: SHELL_RELEASE.version, whatChanged: SHELL_RELEASE.notes }),
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});

describe('<RotateAppKeyForm>', () => {
  it('asks for an explicit confirmation before rotating', async () => {
    const rotate = vi
      .fn()
      .mockResolvedValue({ rotated: true, certificateSha256: 'AA', lineageSha256: [], auditId: 'a' });
    render(<RotateAppKeyForm rotate={rotate} />);
    for (const [label, value] of [
      ['Account uid', 'u1'],
      ['Package name', 'in.example.shop'],
      ['Current certificate SHA-256', 'BB'],
      ['Reason (kept in the audit trail)', 'leaked'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    expect(rotate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, rotate this key' }));
    await waitFor(() =>
      expect(rotate).toHaveBeenCalledWith({
        uid: 'u1',
        packageName: 'in.example.shop',
        fromCertificateSha256: 'BB',
        reason: 'leaked',
      }),
    );
  });
});
