import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ADMIN_LINKS } from '../../../components/layout/admin-links.ts';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../hooks/use-logout.ts';

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
      {user.role === 'admin' &&
        ADMIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="nav-link" onClick={onNavigate}>
            {link.label}
          </Link>
        ))}
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
