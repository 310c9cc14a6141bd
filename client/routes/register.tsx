import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '../features/users/components/auth-page.tsx';
import { RegisterForm } from '../features/users/components/register-form.tsx';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthPage title="Sign Up" heading="Create your account">
      <RegisterForm
        failureMessage="Registration failed. Please check your information and try again."
        onSuccess={() => void navigate({ to: '/' })}
      />
    </AuthPage>
  );
}
