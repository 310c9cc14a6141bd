import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ADMIN_LINKS } from '../../../components/layout/admin-links.ts';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { AccountButton } from './account-button.tsx';

/** docs/product/screens.md "Navigation": visitors see Login, Sign Up and (with a guest id) My Orders; users see their own menu. */
export function AccountMenuDropdown() {
  const user = useSession();
  const logout = useLogout();
  return (
    // Mounted by the first click on the account button, so it opens at once.
    <Menu position="bottom-end" width={200} withinPortal defaultOpened>
      <Menu.Target>
        <AccountButton label={user ? user.name : 'Account'} />
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            {user.role === 'admin' &&
              ADMIN_LINKS.map((link) => (
                <Menu.Item key={link.to} component={Link} to={link.to}>
                  {link.label}
                </Menu.Item>
              ))}
            <Menu.Item component={Link} to="/my-orders">
              My Orders
            </Menu.Item>
            <Menu.Item onClick={logout}>Logout</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/login">
              Login
            </Menu.Item>
            <Menu.Item component={Link} to="/register">
              Sign Up
            </Menu.Item>
            {readGuestId() && (
              <Menu.Item component={Link} to="/my-orders">
                My Orders
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
