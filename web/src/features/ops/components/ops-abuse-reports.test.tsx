import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  AbuseReportRecord,
  OpsAbuseReportsInput,
  OpsAbuseReportsResult,
  OpsCloseAbuseReportInput,
} from '@contracts/abuse';
import { toast } from '@/lib/toast';
import { OpsAbuseReports } from './ops-abuse-reports';

const bank: AbuseReportRecord = {
  id: 'r2',
  app: 'com.fake.bank',
  reason: 'Bank login clone',
  status: 'open',
  createdAt: 2,
};
const link: AbuseReportRecord = {
  id: 'r1',
  app: 'https://x.test/api/builds/b1/download',
  reason: 'Malware',
  contactEmail: 'me@example.com',
  reporterUid: 'u1',
  status: 'open',
  createdAt: 1,
};

/** A server whose open list loses a report once it is closed (one page, each report its own app). */
function server(failWith?: string) {
  const open = new Map([bank, link].map((report) => [report.id, report]));
  const load = vi.fn(async (_input: OpsAbuseReportsInput) => ({
    groups: [...open.values()].map((report) => ({ app: report.app, reports: [report] })),
    nextAfter: null,
  }));
  const close = vi.fn(async (input: OpsCloseAbuseReportInput) => {
    if (failWith) throw new Error(failWith);
    open.delete(input.reportId);
    return { auditId: 'a1', closedAt: 3, changed: true };
  });
  return { load, close };
}

describe('OpsAbuseReports', () => {
  it('lists the open reports the server returns, grouped by app', async () => {
    const { load } = server();
    render(<OpsAbuseReports load={load} />);
    expect(await screen.findByText('2 open reports on this page, oldest first, grouped by app.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'com.fake.bank (1 report)' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith({});
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

  it('closes a report with the chosen outcome and note, then drops it from the refreshed list', async () => {
    const success = vi.spyOn(toast, 'success');
    const { load, close } = server();
    render(<OpsAbuseReports load={load} close={close} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the report about com.fake.bank' }));
    const form = screen.getByRole('form', { name: 'Close the report about com.fake.bank' });
    const select = within(form).getByLabelText('Outcome');
    expect(document.activeElement).toBe(select);
    const confirm = within(form).getByRole('button', { name: 'Close report' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an outcome…', 'Account revoked', 'No action needed', 'Duplicate of another report']);
    fireEvent.change(select, { target: { value: 'account_revoked' } });
    fireEvent.change(within(form).getByLabelText('Note', { exact: false }), {
      target: { value: '  Revoked u9: phishing.  ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(close).toHaveBeenCalledWith({ reportId: 'r2', outcome: 'account_revoked', note: 'Revoked u9: phishing.' }),
    );
    expect(await screen.findByText('1 open report on this page, oldest first, grouped by app.')).toBeTruthy();
    expect(
      screen.getAllByTestId('abuse-report').map((item) => item.querySelector('.ops-abuse__app')?.textContent),
    ).toEqual(['https://x.test/api/builds/b1/download']);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenCalledWith('Report closed: Account revoked.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Abuse reports' }));
  });

  it('sends no note when none is written', async () => {
    const { load, close } = server();
    render(<OpsAbuseReports load={load} close={close} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the report about com.fake.bank' }));
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'duplicate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close report' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ reportId: 'r2', outcome: 'duplicate' }));
  });

  it("keeps the report and shows the server's message inside its form when closing fails", async () => {
    const message =
      'This report is already closed as "No action needed"; it cannot be closed again as "Duplicate of another report".';
    const { load, close } = server(message);
    render(<OpsAbuseReports load={load} close={close} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the report about com.fake.bank' }));
    const form = screen.getByRole('form', { name: 'Close the report about com.fake.bank' });
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'duplicate' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close report' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(within(form).getByLabelText('Outcome').getAttribute('aria-describedby')).toBe(
      within(form).getByRole('alert').id,
    );
    expect(screen.getAllByTestId('abuse-report')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect((within(form).getByRole('button', { name: 'Close report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pages forward with the cursor the server gave, and back to the oldest', async () => {
    const pages: Record<string, OpsAbuseReportsResult> = {
      first: { groups: [{ app: link.app, reports: [link] }], nextAfter: 'r1' },
      r1: { groups: [{ app: bank.app, reports: [bank] }], nextAfter: null },
    };
    const load = vi.fn(async (input: OpsAbuseReportsInput) => pages[input.after ?? 'first']!);
    render(<OpsAbuseReports load={load} />);
    expect(await screen.findByRole('heading', { name: `${link.app} (1 report)` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to the oldest' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'com.fake.bank (1 report)' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ after: 'r1' });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the oldest' }));
    expect(await screen.findByRole('heading', { name: `${link.app} (1 report)` })).toBeTruthy();
  });

  it('can be cancelled, giving focus back to its Close button', async () => {
    const { load, close } = server();
    render(<OpsAbuseReports load={load} close={close} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the report about com.fake.bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /^Close the report/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the report about com.fake.bank' }));
    expect(close).not.toHaveBeenCalled();
  });
});
