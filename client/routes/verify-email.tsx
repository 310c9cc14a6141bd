import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { VerifyEmailOutcome } from '../features/users/components/verify-email-outcome.tsx';
import { textParam, type SearchParams } from '../lib/search-params.ts';

/** The page the "Confirm your e-mail" mail's button opens; it verifies as it opens, signed in or not. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: (params: SearchParams): { token?: string } => ({ token: textParam(params.token, 64) }),
  component: function VerifyEmailPage() {
    const { token } = Route.useSearch();
    return (
      <AuthPage title="E-mail confirmation" heading="E-mail confirmation">
        <VerifyEmailOutcome token={token ?? ''} />
      </AuthPage>
    );
  },
});
