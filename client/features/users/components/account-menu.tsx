import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
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
