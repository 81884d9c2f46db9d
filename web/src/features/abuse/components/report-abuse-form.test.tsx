import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportAbuseInput, ReportAbuseResult } from '@contracts/abuse';
import { ReportAbuseForm, reportMessages } from './report-abuse-form';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportAbuseForm', () => {
  it('says what is missing beside each field and sends nothing', () => {
    const send = vi.fn<(input: ReportAbuseInput) => Promise<ReportAbuseResult>>();
    render(<ReportAbuseForm send={send} />);
    fill('Your email', 'not-an-email');
    fill('What is wrong', 'bad');
    submit();
    expect(screen.getByText('Enter the app’s package name or its download link.')).toBeTruthy();
    expect(screen.getByText('Tell us what is wrong in at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    // The first refused field takes the focus (docs/product.md §2 "Where refusals appear").
    expect(document.activeElement).toBe(screen.getByLabelText('App package name or download link', { exact: false }));
  });

  it('sends the trimmed report, prefilled from the link, and thanks the reporter', async () => {
    const send = vi.fn(async (_input: ReportAbuseInput) => ({ reportId: 'r1' }));
    render(<ReportAbuseForm initialApp="com.fake.bank" send={send} />);
    fill('What is wrong', '  It asks for my net banking password.  ');
    submit();
    await screen.findByText(reportMessages.sent);
    expect(send).toHaveBeenCalledWith({ app: 'com.fake.bank', reason: 'It asks for my net banking password.' });
  });

  it("shows the server's own sentence when it refuses (the hourly limit)", async () => {
    const limit = 'Too many reports from here. Please wait an hour and try again.';
    const send = vi.fn(async () => Promise.reject(new Error(limit)));
    render(<ReportAbuseForm initialApp="com.fake.bank" send={send} />);
    fill('What is wrong', 'It asks for my net banking password.');
    fill('Your email', 'me@example.com');
    submit();
    await waitFor(() => expect(screen.getByText(limit)).toBeTruthy());
    // Where the person looks: announced, in view and focused (the focus moves in an effect after the text shows).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('form-alert')));
    expect(send).toHaveBeenCalledWith({
      app: 'com.fake.bank',
      reason: 'It asks for my net banking password.',
      contactEmail: 'me@example.com',
    });
  });
});
