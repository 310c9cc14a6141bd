import { Anchor, Image, Skeleton, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GUEST_ID_HEADER } from '../../../shared/constants.ts';
import { readGuestId } from '../../lib/guest-id.ts';

type Proof = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * A proof of payment is personal data served only to its buyer or an admin (never a public path), and a
 * guest proves who they are with a header an <img> cannot send: so the image is fetched, then shown
 * from memory.
 */
export function useProofUrl(path: string): Proof {
  // Keyed by path, so a new path reads as loading without resetting state inside the effect.
  const [fetched, setFetched] = useState<{ path: string; proof: Proof } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const guestId = readGuestId();
    fetch(path, { headers: guestId ? { [GUEST_ID_HEADER]: guestId } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFetched({ path, proof: { state: 'ready', url } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ path, proof: { state: 'failed' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return fetched?.path === path ? fetched.proof : { state: 'loading' };
}

export function PaymentProofImage({ path, maxHeight = 240 }: { path: string; maxHeight?: number }) {
  const proof = useProofUrl(path);
  if (proof.state === 'loading') return <Skeleton h={maxHeight} w={maxHeight * 0.6} />;
  if (proof.state === 'failed') return <Text size="sm" c="dimmed">The proof of payment could not be loaded.</Text>;
  return (
    <Anchor href={proof.url} target="_blank" rel="noopener" w="fit-content">
      <Image src={proof.url} alt="Proof of payment" mah={maxHeight} w="auto" fit="contain" radius="sm" />
    </Anchor>
  );
}
