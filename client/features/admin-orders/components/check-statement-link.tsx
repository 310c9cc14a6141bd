import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The way to the statement check: the owner's own history says which pending orders were paid. */
export function CheckStatementLink() {
  return (
    <Button renderRoot={(props) => <Link to="/admin-statement" {...props} />} variant="light" leftSection={<IconReceipt size={18} aria-hidden />} w="fit-content" mih={44}>
      Check your statement
    </Button>
  );
}
