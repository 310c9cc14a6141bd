import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';
import { useIsPhone } from '../lib/use-is-phone.ts';

/**
 * Bottom right on a wide screen (docs/product/screens.md "Toast"); at the top on a phone, away from the
 * thumb that just tapped a button low on the screen, which the toast covered there (audit A-7).
 */
export function NotificationsContainer() {
  return <Notifications position={useIsPhone() ? 'top-center' : 'bottom-right'} autoClose={TOAST_AUTO_CLOSE_MS} />;
}
