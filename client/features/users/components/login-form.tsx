import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors.ts';
import { useLogin } from '../hooks/use-login.ts';

type LoginFormProps = {
  onSuccess: () => void;
  /** Where "Create an account" returns after signing up: the page that sent the shopper to log in. */
  registerReturnUrl?: string;
};

export function LoginForm({ onSuccess, registerReturnUrl }: LoginFormProps) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => isNotEmpty('Email is required')(value) ?? isEmail('Email is invalid')(value),
      password: isNotEmpty('Password is required'),
    },
  });
  const login = useLogin({ onSuccess });

  return (
    <Paper withBorder p="lg" radius="md" component="form" noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack>
        {login.isError && (
          <Alert color="red" role="alert">
            {errorMessage(login.error, 'Login failed')}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot your password?
        </Anchor>
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <Text size="sm" ta="center">
          New here?{' '}
          <Anchor renderRoot={(props) => <Link to="/register" search={{ returnUrl: registerReturnUrl }} {...props} />}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
