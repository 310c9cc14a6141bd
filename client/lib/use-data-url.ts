import { useEffect, useState } from 'react';

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads a picked file as a data URL, to show it before it is uploaded. A data URL rather than an
 * object URL: it needs no revoking, so React's double-run effects in development cannot revoke it
 * while it is still shown.
 */
export function useDataUrl(file: File): string | null {
  const [loaded, setLoaded] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    readAsDataUrl(file).then(
      (url) => current && setLoaded({ file, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return loaded?.file === file ? loaded.url : null;
}
