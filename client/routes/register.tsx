import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { RegisterForm } from '../features/users/components/register-form.tsx';
import { safeReturnUrl } from '../lib/safe-return-url.ts';
import { textParam, type SearchParams } from '../lib/search-params.ts';

/**
 * Accepts a returnUrl as /login does: signing up, or following "Login" from here, goes back to it. An
 * `email` fills the form's (a guest's thank-you view offers the address they ordered with).
 */
export const Route = createFileRoute('/register')({
  validateSearch: (params: SearchParams): { returnUrl?: string; email?: string } => ({ returnUrl: textParam(params.returnUrl), email: textParam(params.email, 254) }),
  component: RegisterPage,
});

function RegisterPage() {
  const { returnUrl, email } = Route.useSearch();
  const navigate = useNavigate();
  const target = safeReturnUrl(returnUrl);
  return (
    <AuthPage title="Sign Up" heading="Create your account">
      <RegisterForm
        failureMessage="Registration failed. Please check your information and try again."
        loginReturnUrl={target === '/' ? undefined : target}
        initialEmail={email}
        onSuccess={() => void navigate({ href: target })}
      />
    </AuthPage>
  );
}
