import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors.ts';
import { useRequestPasswordReset } from '../hooks/use-password-reset.ts';

/** /forgot-password: the email to send a reset link to; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => isNotEmpty('Email is required')(value) ?? isEmail('Email is invalid')(value) },
  });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Alert color="green" role="status">
            {request.data.message}
          </Alert>
          <Text size="sm">No mail? Check your spam folder, or ask again in a few minutes.</Text>
          <Anchor component={Link} to="/login">
            Back to Login
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" component="form" noValidate onSubmit={form.onSubmit((values) => request.mutate(values))}>
      <Stack>
        <Text size="sm">Enter the email of your account and we will send you a link to choose a new password.</Text>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(request.error, 'The link could not be sent. Try again.')}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          Send reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to Login
        </Anchor>
      </Stack>
    </Paper>
  );
}
