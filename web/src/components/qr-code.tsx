import { useEffect, useState } from 'react';
import type { QrDrawing } from '@/lib/qr-drawing';
import { Spinner } from './ui/spinner';
import './qr-code.css';

/**
 * A QR code drawn as inline SVG (no image URL, so the page's Content-Security-Policy needs nothing new). The encoder
 * is loaded on first use: only a page that shows a code downloads it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [drawing, setDrawing] = useState<{ value: string; drawing: QrDrawing } | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/qr-drawing').then(({ qrDrawing }) => {
      if (live) setDrawing({ value, drawing: qrDrawing(value) });
    });
    return () => {
      live = false;
    };
  }, [value]);

  if (drawing?.value !== value) {
    return (
      <div className="qr-code qr-code--loading">
        <Spinner size={24} />
      </div>
    );
  }
  const { size, path } = drawing.drawing;
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
