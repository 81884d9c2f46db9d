import type { RequestRecord } from '@contracts/requests';
import { requestRecord } from '@contracts/__fixtures__/records';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestCards } from './request-cards';

const payAction = (request: RequestRecord) => <button type="button">Pay Now for {request.appName}</button>;

describe('<RequestCards> (mobile list)', () => {
  it('shows the same facts as the table and opens details from the card', () => {
    const onOpen = vi.fn();
    render(<RequestCards requests={[requestRecord({ status: 'in_review' })]} onOpen={onOpen} payAction={payAction} />);
    const card = screen.getByTestId('request-row');
    for (const text of [
      'Shop',
      'https://shop.example.in',
      'In review',
      'AAB Bundle File for Publishing',
      '₹39',
      'Unpaid',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Pay Now for Shop' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByText('AAB Bundle File for Publishing'));
    expect(onOpen).toHaveBeenCalledWith('req-1');
  });
});
