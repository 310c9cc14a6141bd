import { Container } from '@mantine/core';

/**
 * The room the home page keeps for the drop strip while the strip's own chunk loads: the strip's
 * height for its state (storefront.css `.drop-strip`), so nothing below it moves when it comes.
 */
export function DropStripSpace({ open }: { open: boolean }) {
  return (
    <Container size="xl" pt="sm">
      <div className="drop-strip" data-open={open} />
    </Container>
  );
}
