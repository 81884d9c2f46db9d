import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpsAbuseReports } from './ops-abuse-reports';

describe('OpsAbuseReports', () => {
  it('lists the open reports the server returns', async () => {
    const load = async () => ({
      reports: [
        { id: 'r2', app: 'com.fake.bank', reason: 'Bank login clone', status: 'open' as const, createdAt: 2 },
        {
          id: 'r1',
          app: 'https://x.test/api/builds/b1/download',
          reason: 'Malware',
          contactEmail: 'me@example.com',
          reporterUid: 'u1',
          status: 'open' as const,
          createdAt: 1,
        },
      ],
    });
    render(<OpsAbuseReports load={load} />);
    expect(await screen.findByRole('heading', { name: 'Abuse reports (2 open)' })).toBeTruthy();
    const items = screen.getAllByTestId('abuse-report');
    expect(items.map((item) => item.querySelector('.ops-abuse__app')?.textContent)).toEqual([
      'com.fake.bank',
      'https://x.test/api/builds/b1/download',
    ]);
    expect(items[1]?.textContent).toContain('me@example.com');
  });

  it("shows the server's refusal", async () => {
    render(
      <OpsAbuseReports
        load={async () => Promise.reject(new Error('This action is for the Apkforge support team only.'))}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This action is for the Apkforge support team only.');
  });
});
