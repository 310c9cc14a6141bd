import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { AccountButton } from './account-button.tsx';

const loadDropdown = () => import('./account-menu-dropdown.tsx');
const AccountMenuDropdown = lazy(() => loadDropdown().then(({ AccountMenuDropdown }) => ({ default: AccountMenuDropdown })));

/**
 * The account button of the header. Its menu (Mantine's Menu on floating-ui, ~20 kB gzip) is not part
 * of a first visit: pointing at or focusing the button fetches it, the first click mounts it open.
 */
export function AccountMenu() {
  const user = useSession();
  const [wanted, setWanted] = useState(false);
  const label = user ? user.name : 'Account';
  if (!wanted) {
    return <AccountButton label={label} onPointerEnter={() => void loadDropdown()} onFocus={() => void loadDropdown()} onClick={() => setWanted(true)} />;
  }
  return (
    <Suspense fallback={<AccountButton label={label} />}>
      <AccountMenuDropdown />
    </Suspense>
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
