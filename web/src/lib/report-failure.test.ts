import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalOf } from './report-failure';
import { toast } from './toast';

const refused = (message: string) => Object.assign(new Error(message), { code: 'functions/failed-precondition' });
const network = () => Object.assign(new Error('internal'), { code: 'functions/internal' });

afterEach(() => vi.restoreAllMocks());

describe('refusalOf (docs/product.md §2 "Where refusals appear")', () => {
  it("returns a refusal's sentence for the control and toasts nothing", () => {
    const error = vi.spyOn(toast, 'error');
    expect(refusalOf(refused('This file is not ready yet.'), 'Download failed. Please try again.')?.message).toBe(
      'This file is not ready yet.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('toasts a failure on the way in the fixed words given, and returns null', () => {
    const error = vi.spyOn(toast, 'error');
    expect(refusalOf(network(), 'Download failed. Please try again.')).toBeNull();
    expect(error).toHaveBeenCalledWith('Download failed. Please try again.');
  });

  it("wraps the server's sentence of a failure on its side, or a generic one", () => {
    const error = vi.spyOn(toast, 'error');
    const crashed = Object.assign(new Error('This signing key cannot be opened. Support has been told.'), {
      code: 'functions/internal',
    });
    expect(refusalOf(crashed, (message) => `Failed to rebuild: ${message}`)).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to rebuild: This signing key cannot be opened. Support has been told.');
    refusalOf(network(), (message) => `Failed to rebuild: ${message}`);
    expect(error).toHaveBeenLastCalledWith('Failed to rebuild: That did not work. Please try again.');
  });
});
