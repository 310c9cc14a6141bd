import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** Spec §2: visitors see Login, Sign Up and (with a guest id) My Orders; users see their own menu. */
export function AccountMenu() {
  const user = useSession();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="walnut" c="walnut.9" leftSection={<IconUser size={18} />} rightSection={<IconChevronDown size={14} />}>
          {user ? user.name : 'Account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            {user.role === 'admin' && (
              <Menu.Item component={Link} to="/admin">
                Admin Dashboard
              </Menu.Item>
            )}
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

/** The same choices as plain links for the mobile menu. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const user = useSession();
  const logout = useLogout();
  if (!user) {
    return (
      <>
        <Link to="/login" className="nav-link" onClick={onNavigate}>
          Login
        </Link>
        <Link to="/register" className="nav-link" onClick={onNavigate}>
          Sign Up
        </Link>
        {readGuestId() && (
          <Link to="/my-orders" className="nav-link" onClick={onNavigate}>
            My Orders
          </Link>
        )}
      </>
    );
  }
  return (
    <>
      {user.role === 'admin' && (
        <Link to="/admin" className="nav-link" onClick={onNavigate}>
          Admin Dashboard
        </Link>
      )}
      <Link to="/my-orders" className="nav-link" onClick={onNavigate}>
        My Orders
      </Link>
      <Button
        variant="subtle"
        justify="start"
        px={2}
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        Logout ({user.name})
      </Button>
    </>
  );
}
