import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_LISTING } from '@contracts/play-listing';
import { ListingForm } from './listing-form';

const saveListing = vi.fn(async () => ({ issues: [], listingReady: true }));
vi.mock('../api/publishing-calls', () => ({
  saveListing: (...args: unknown[]) => saveListing(...(args as [])),
  // The real reading of the server's refusal: its sentence, and the field its details name.
  refusalOf: (error: unknown) => {
    const { message, details } = error as { message: string; details?: { field?: string } };
    return { message, ...(details?.field ? { field: details.field } : {}) };
  },
}));

const invalidArgument = (message: string, field: string) =>
  Object.assign(new Error(message), { code: 'functions/invalid-argument', details: { field } });

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

  // docs/product.md §2 "Where refusals appear": every refused field marked, the first one focused.
  it('marks every invalid field, links each to its message and focuses the first one', async () => {
    render(
      <ListingForm requestId="r1" listing={{ ...EMPTY_LISTING, title: 'FitZone' }} needsAccountDeletion={false} />,
    );
    fireEvent.change(screen.getByLabelText('Privacy policy URL', { exact: false }), {
      target: { value: 'ftp://fitzone.example.org/privacy' },
    });
    fireEvent.change(screen.getByLabelText('Short description', { exact: false }), {
      target: { value: 'x'.repeat(81) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    const short = screen.getByLabelText('Short description', { exact: false });
    const privacy = screen.getByLabelText('Privacy policy URL', { exact: false });
    for (const field of [short, privacy]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
      expect(message?.getAttribute('role')).toBe('alert');
      expect(message?.textContent).toBeTruthy();
    }
    expect(screen.getByLabelText('App name on Play').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(short));
    expect(saveListing).not.toHaveBeenCalled();
  });

  it("marks and focuses the field the server's invalid-argument names, with the server's words", async () => {
    const refusal = 'Website must be an https address.';
    saveListing.mockRejectedValueOnce(invalidArgument(refusal, 'website'));
    render(
      <ListingForm requestId="r1" listing={{ ...EMPTY_LISTING, title: 'FitZone' }} needsAccountDeletion={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    const website = screen.getByLabelText('Website', { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(website.getAttribute('aria-invalid')).toBe('true');
    const describedBy = website.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(refusal);
    expect(screen.queryByTestId('form-alert')).toBeNull();
    // Typing in it clears the mark.
    fireEvent.change(website, { target: { value: 'https://fitzone.example.org' } });
    expect(website.getAttribute('aria-invalid')).toBeNull();
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
    saveListing.mockRejectedValueOnce(new Error('Play does not accept this listing yet. Connect Play first.'));
    render(
      <ListingForm requestId="r1" listing={{ ...EMPTY_LISTING, title: 'FitZone' }} needsAccountDeletion={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('Play does not accept this listing yet. Connect Play first.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
