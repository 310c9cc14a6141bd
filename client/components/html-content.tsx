import { Typography } from '@mantine/core';

/**
 * Shows rich text as stored. The server sanitises every HTML field when it is saved (design.md §1),
 * so what reaches here is already on the allow-list.
 */
export function HtmlContent({ html }: { html: string }) {
  if (!html) return null;
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />;
}
