import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_LISTING } from '@contracts/play-listing';
import { ListingForm } from './listing-form';

const saveListing = vi.fn(async () => ({ issues: [], listingReady: true }));
vi.mock('../api/publishing-calls', () => ({
  saveListing: (...args: unknown[]) => saveListing(...(args as [])),
  refusalOf: (error: unknown) => ({ message: String(error) }),
}));

describe('ListingForm', () => {
  it('counts characters as Play does and refuses a title over 30 beside the field, without calling the server', () => {
    render(
      <ListingForm requestId="r1" listing={{ ...EMPTY_LISTING, title: 'FitZone' }} needsAccountDeletion={false} />,
    );
    expect(screen.getByText('7 / 30')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('App name on Play'), {
      target: { value: 'FitZone Studio Yoga and Pilates Pune' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(screen.getByRole('alert').textContent).toBe('App name on Play must be at most 30 characters (it has 36).');
    expect(saveListing).not.toHaveBeenCalled();
  });

  it('saves a draft with empty fields (they are listed as still missing, not refused)', async () => {
    render(<ListingForm requestId="r1" listing={EMPTY_LISTING} needsAccountDeletion />);
    fireEvent.change(screen.getByLabelText('Privacy policy URL', { exact: false }), {
      target: { value: 'https://fitzone.example.org/privacy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() =>
      expect(saveListing).toHaveBeenCalledWith('r1', {
        ...EMPTY_LISTING,
        privacyPolicyUrl: 'https://fitzone.example.org/privacy',
      }),
    );
  });

  it("shows a refusal of the whole listing by the button, focused, in the server's words", async () => {
    saveListing.mockRejectedValueOnce('Play does not accept this listing yet. Connect Play first.');
    render(
      <ListingForm requestId="r1" listing={{ ...EMPTY_LISTING, title: 'FitZone' }} needsAccountDeletion={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('Play does not accept this listing yet. Connect Play first.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
