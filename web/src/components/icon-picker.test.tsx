import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconPicker } from './icon-picker';

// jsdom decodes no images: this stand-in reports the size a test asks for, or fails to decode.
let decoded: { width: number; height: number } | 'broken' = { width: 512, height: 512 };
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_value: string) {
    queueMicrotask(() => {
      if (decoded === 'broken') return this.onerror?.();
      this.naturalWidth = decoded.width;
      this.naturalHeight = decoded.height;
      this.onload?.();
    });
  }
}

function Harness({ recommendedSide = 512 }: { recommendedSide?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <IconPicker label="App icon" value={value} onChange={setValue} recommendedSide={recommendedSide} />
      <p data-testid="value">{value}</p>
    </>
  );
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const png = (bytes: number, name = 'icon.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('<IconPicker> (docs/product.md §5 icon rules)', () => {
  beforeEach(() => {
    decoded = { width: 512, height: 512 };
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses anything but PNG or JPEG', async () => {
    render(<Harness />);
    pick(new File(['GIF89a'], 'icon.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid file format. Please upload a PNG or JPG image.',
    );
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses a file over 204800 bytes', async () => {
    render(<Harness />);
    pick(png(204801));
    expect((await screen.findByRole('alert')).textContent).toBe('Icon too large. Please upload an image under 200KB.');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('previews an accepted icon, warns when it is under 192 px, and clears it', async () => {
    decoded = { width: 191, height: 600 };
    render(<Harness />);
    pick(png(204800));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Image is small. Recommended size is at least 512x512 pixels.',
    );
    expect(screen.getByTestId('value').textContent).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: 'App icon preview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear icon' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('img', { name: 'App icon preview' })).toBeNull();
  });

  it('says nothing about size from 192 px up, and names the APK form size', async () => {
    decoded = { width: 192, height: 192 };
    render(<Harness recommendedSide={1024} />);
    expect(screen.getByText(/Recommended 1024x1024 pixels/)).toBeTruthy();
    pick(png(10, 'logo.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toMatch(/^data:image\/jpeg;base64,/));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that only claims to be an image', async () => {
    decoded = 'broken';
    render(<Harness />);
    pick(png(100));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid file format. Please upload a PNG or JPG image.',
    );
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
