import jsQRModule from 'jsqr';
import type { Locator } from 'playwright-core';

// jsqr is a CommonJS bundle whose types declare an ES default export: under Node's interop the function is both the
// module and its `default`, and the type checker sees only the module.
const jsQR = (jsQRModule as unknown as { default: typeof import('jsqr').default }).default;

/**
 * What a phone's camera would read from an inline-SVG QR code: the browser paints the code's own path into a canvas
 * (Path2D, so no image load the page's CSP could refuse), and jsQR, an independent reader, decodes the pixels.
 */
export async function readQrCode(svg: Locator, pixelsPerModule = 4): Promise<string | null> {
  const { side, rgba } = await svg.evaluate((element, scale) => {
    const size = Number(element.getAttribute('viewBox')?.split(' ')[2]);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.fillStyle = '#000000';
    context.fill(new Path2D(element.querySelector('path')?.getAttribute('d') ?? ''));
    return { side: canvas.width, rgba: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  }, pixelsPerModule);
  return jsQR(Uint8ClampedArray.from(rgba), side, side)?.data ?? null;
}
