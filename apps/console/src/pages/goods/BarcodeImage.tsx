import { code128, drawingSVG, ean13 } from 'bwip-js/browser';
import { useMemo } from 'react';

/** The barcode drawn as SVG by bwip-js: EAN-13 for the 13-digit formats, Code 128 for 18 digits. */
export function barcodeSvg(digits: string, symbology: 'ean13' | 'code128'): string {
  const options = {
    bcid: symbology,
    text: digits,
    scale: 2,
    height: 14,
    includetext: true,
    textxalign: 'center' as const,
  };
  return symbology === 'ean13' ? ean13(options, drawingSVG()) : code128(options, drawingSVG());
}

/** Loaded on demand (bwip-js stays out of the goods page's own bundle). */
export default function BarcodeImage({
  digits,
  symbology,
  alt,
}: {
  digits: string;
  symbology: 'ean13' | 'code128';
  alt: string;
}) {
  const src = useMemo(() => {
    try {
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg(digits, symbology))}`;
    } catch {
      // The digits below remain; a drawing failure must not take the form down.
      return null;
    }
  }, [digits, symbology]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      data-testid="barcode-image"
      data-symbology={symbology}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', background: '#fff' }}
    />
  );
}
