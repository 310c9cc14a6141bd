import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VintageDetailsOutput } from '../../../../shared/schemas/vintage-details.ts';

const VintageDetails = lazy(() => import('./vintage-details.tsx').then((module) => ({ default: module.VintageDetails })));

/**
 * Where the piece's condition and measurements go: loaded when the shopper scrolls near them, so the
 * product page's first load does not carry them (design.md §5).
 */
export function VintageDetailsSlot({ details }: { details: VintageDetailsOutput }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    if (place.current) observer.observe(place.current);
    return () => observer.disconnect();
  }, []);
  return <div ref={place}>{near && <Suspense>
      <VintageDetails details={details} />
    </Suspense>}</div>;
}
