import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { useRegister } from '../hooks/use-register.ts';

const passwordRule = (value: string) =>
  value.length === 0
    ? 'Password is required'
    : value.length < PASSWORD_MIN_LENGTH
      ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
      : null;

type RegisterFormProps = {
  onSuccess: () => void;
  failureMessage?: string;
  /** Where "Login" returns after signing in: the page that sent the shopper here (the checkout, say). */
  loginReturnUrl?: string;
  /** The e-mail to start with: a guest's, offered an account after their order. */
  initialEmail?: string;
};

export function RegisterForm({ onSuccess, failureMessage = 'Registration failed', loginReturnUrl, initialEmail = '' }: RegisterFormProps) {
  const form = useForm({
    initialValues: { name: '', email: initialEmail, password: '', password_confirmation: '' },
    validate: {
      name: isNotEmpty('Name is required'),
      email: (value) => isNotEmpty('Email is required')(value) ?? isEmail('Email is invalid')(value),
      password: passwordRule,
      password_confirmation: (value, values) =>
        passwordRule(value) ?? (value === values.password ? null : 'Passwords do not match'),
    },
  });
  const register = useRegister({ onSuccess, onError: (error) => form.setErrors(fieldErrorsOf(error)) });

  return (
    <Paper withBorder p="lg" radius="md" component="form" noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack>
        {register.isError && (
          <Alert color="red" role="alert">
            {Object.keys(fieldErrorsOf(register.error)).length > 0
              ? failureMessage
              : errorMessage(register.error, failureMessage)}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          Sign Up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor renderRoot={(props) => <Link to="/login" search={{ returnUrl: loginReturnUrl }} {...props} />}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
