import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Under the 768 px breakpoint (docs/product/rules.md "Constants and limits"); read at once, not after mounting, so a phone never flashes the wide layout. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
