import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ADMIN_USER_MESSAGES } from '../../../../shared/schemas/users.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';

/** docs/product/rules.md "Home, carousel, announcements and messages": the dialog closes about 1.2 s after the success message shows. */
const CLOSE_AFTER_SUCCESS_MS = 1200;

type Props = { user: { id: number; name: string }; onClose: () => void };

/** 'Change Password for {name}' (docs/product/screens.md "Manage Users"): Save waits for both fields; the server checks they match. */
export function ChangePasswordDialog({ user, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();
  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, onClose]);

  return (
    <Modal opened onClose={onClose} title={`Change Password for ${user.name}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ id: user.id, password, password_confirmation: confirmation });
        }}
      >
        <Stack gap="sm">
          {change.isSuccess && <Alert color="green">{ADMIN_USER_MESSAGES.passwordUpdated}</Alert>}
          {change.isError && <Alert color="red">{errorMessage(change.error, 'Failed to update password.')}</Alert>}
          <PasswordInput label="New Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="new-password" data-autofocus />
          <PasswordInput label="Confirm Password" value={confirmation} onChange={(event) => setConfirmation(event.currentTarget.value)} autoComplete="new-password" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!password || !confirmation || change.isPending || change.isSuccess} loading={change.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
