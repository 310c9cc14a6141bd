import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { LoginForm } from '../features/users/components/login-form.tsx';
import { LoginNotice } from '../features/users/components/login-notice.tsx';
import { safeReturnUrl } from '../lib/safe-return-url.ts';
import { textParam, type SearchParams } from '../lib/search-params.ts';

export const Route = createFileRoute('/login')({
  validateSearch: (params: SearchParams): { returnUrl?: string } => ({ returnUrl: textParam(params.returnUrl) }),
  component: LoginPage,
});

function LoginPage() {
  const { returnUrl } = Route.useSearch();
  const navigate = useNavigate();
  const target = safeReturnUrl(returnUrl);
  return (
    <AuthPage title="Login" heading="Welcome back">
      <LoginNotice needed={target !== '/'} />
      <LoginForm registerReturnUrl={target === '/' ? undefined : target} onSuccess={() => void navigate({ href: target })} />
    </AuthPage>
  );
}
