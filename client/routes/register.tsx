import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterForm } from '../features/users/components/register-form.tsx';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  return (
    <Container component="main" size={420} py="xl" w="100%">
      <title>Sign Up · Ukay</title>
      <Stack>
        <Title order={1} ta="center">
          Create your account
        </Title>
        <RegisterForm
          failureMessage="Registration failed. Please check your information and try again."
          onSuccess={() => void navigate({ to: '/' })}
        />
      </Stack>
    </Container>
  );
}
