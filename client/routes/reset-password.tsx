import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { ResetPasswordForm } from '../features/users/components/reset-password-form.tsx';
import { textParam, type SearchParams } from '../lib/search-params.ts';

/** The page a reset mail's link opens; once the password is set, the shopper is signed in and goes to the shop. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (params: SearchParams): { token?: string } => ({ token: textParam(params.token, 64) }),
  component: function ResetPasswordPage() {
    const { token } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <AuthPage title="Choose a new password" heading="Choose a new password">
        <ResetPasswordForm token={token ?? ''} onSuccess={() => void navigate({ to: '/', replace: true })} />
      </AuthPage>
    );
  },
});
