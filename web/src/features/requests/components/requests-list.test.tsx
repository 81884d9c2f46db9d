import type { RequestRecord } from '@contracts/requests';
import { requestRecord } from '@contracts/__fixtures__/records';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestsList } from './requests-list';

const many = (count: number): RequestRecord[] =>
  Array.from({ length: count }, (_, index) =>
    requestRecord({ id: `r${index + 1}`, appName: `App ${index + 1}`, createdAt: 1000 - index }),
  );

const payAction = (request: RequestRecord) => <button type="button">Pay Now for {request.appName}</button>;

describe('<RequestsList> (docs/product.md §2)', () => {
  it('shows Loading first', () => {
    render(<RequestsList state={{ status: 'loading' }} onOpen={vi.fn()} payAction={payAction} />);
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it("says 'No requests yet.' when there are none", () => {
    render(<RequestsList state={{ status: 'ready', requests: [] }} onOpen={vi.fn()} payAction={payAction} />);
    expect(screen.getByText('No requests yet.')).toBeTruthy();
    expect(screen.getByText('Page 1/1, 0 total')).toBeTruthy();
  });

  it("puts 'Failed to load requests' under the pager", () => {
    render(<RequestsList state={{ status: 'error', requests: [] }} onOpen={vi.fn()} payAction={payAction} />);
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Failed to load requests');
    const pager = screen.getByRole('navigation', { name: 'Requests pages' });
    expect(pager.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('pages through 10 at a time with Prev and Next', () => {
    render(<RequestsList state={{ status: 'ready', requests: many(23) }} onOpen={vi.fn()} payAction={payAction} />);
    expect(screen.getAllByTestId('request-row')).toHaveLength(10);
    expect(screen.getByText('Page 1/3, 23 total')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Page 3/3, 23 total')).toBeTruthy();
    expect(
      screen.getAllByTestId('request-row').map((row) => within(row).getAllByRole('button')[0]?.textContent),
    ).toEqual(['App 21', 'App 22', 'App 23']);
    expect(next.disabled).toBe(true);
  });

  it('has the docs/product.md §2 columns and shows Paid or Unpaid with Pay Now', () => {
    const requests = [
      requestRecord({ id: 'a', appName: 'Unpaid app' }),
      requestRecord({ id: 'b', appName: 'Paid app', paymentStatus: 'paid' }),
    ];
    render(<RequestsList state={{ status: 'ready', requests }} onOpen={vi.fn()} payAction={payAction} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'App',
      'Status',
      'Plan',
      'Amount',
      'Payment',
      'Updated',
      'Created',
    ]);
    const [unpaid, paid] = screen.getAllByTestId('request-row');
    expect(within(unpaid!).getByText('Unpaid')).toBeTruthy();
    expect(within(unpaid!).getByRole('button', { name: 'Pay Now for Unpaid app' })).toBeTruthy();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).queryByRole('button', { name: /Pay Now/ })).toBeNull();
  });

  it('opens the details from a row, but not from its Pay Now button', () => {
    const onOpen = vi.fn();
    render(
      <RequestsList state={{ status: 'ready', requests: [requestRecord()] }} onOpen={onOpen} payAction={payAction} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open details of Shop' }));
    expect(onOpen).toHaveBeenCalledWith('req-1');
    fireEvent.click(screen.getByText('AAB Bundle File for Publishing'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
