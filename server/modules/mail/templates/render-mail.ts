import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** Both parts of a mail from one component: the HTML, and the plain text made from it. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
