import { useEffect, useState } from 'react';

/** The QR code of an address as a PNG data URL `width` pixels wide (the encoder loads with the first one). */
export function useQrDataUrl(text: string | undefined, width: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((data) => current && setUrl(data));
    return () => {
      current = false;
    };
  }, [text, width]);
  return url;
}
