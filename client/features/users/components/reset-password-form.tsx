import { Alert, Anchor, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { useResetPassword } from '../hooks/use-password-reset.ts';

const passwordRule = (value: string) =>
  value.length === 0 ? 'Password is required' : value.length < PASSWORD_MIN_LENGTH ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : null;

type ResetPasswordFormProps = { token: string; onSuccess: () => void };

/** /reset-password?token=…: the new password, twice; a used or expired link says so and offers a new one. */
export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: passwordRule,
      password_confirmation: (value, values) => passwordRule(value) ?? (value === values.password ? null : 'Passwords do not match'),
    },
  });
  const reset = useResetPassword({ onSuccess, onError: (error) => form.setErrors(fieldErrorsOf(error)) });
  const linkProblem = reset.isError ? fieldErrorsOf(reset.error).token : undefined;

  return (
    <Paper withBorder p="lg" radius="md" component="form" noValidate onSubmit={form.onSubmit((values) => reset.mutate({ token, ...values }))}>
      <Stack>
        {reset.isError && (
          <Alert color="red" role="alert">
            {linkProblem ?? errorMessage(reset.error, 'The password could not be changed.')}
            {linkProblem && (
              <>
                {' '}
                <Anchor component={Link} to="/forgot-password">
                  Send a new link
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <PasswordInput label="New password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput label="Confirm new password" autoComplete="new-password" withAsterisk {...form.getInputProps('password_confirmation')} />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </Paper>
  );
}
