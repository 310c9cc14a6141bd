import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { buttonStyle, linkStyle, mutedStyle } from './shop-layout.ts';

/** The call to action, and the same address spelled out for programs that hide buttons. */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return h(
    Section,
    { style: { margin: '8px 0 16px' } },
    h(Button, { href, className: 'mail-button', style: buttonStyle }, label),
    h(Text, { className: 'mail-muted', style: { ...mutedStyle, margin: '12px 0 0', wordBreak: 'break-all' } }, 'Or open ', h(Link, { href, className: 'mail-link', style: linkStyle }, href)),
  );
}
