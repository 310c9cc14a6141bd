import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { ForgotPasswordForm } from '../features/users/components/forgot-password-form.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: function ForgotPasswordPage() {
    return (
      <AuthPage title="Forgot your password?" heading="Forgot your password?">
        <ForgotPasswordForm />
      </AuthPage>
    );
  },
});
