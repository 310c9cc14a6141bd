import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';

/**
 * The mails are React components rendered on the server, written with createElement: Node runs the
 * server's TypeScript by stripping types, and JSX is not a type (decision 012).
 */

/** The shop's look (client/theme.ts): terracotta on warm paper, walnut text, a serif name. */
export const MAIL_COLORS = { rust: '#8a3b2e', walnut: '#3d2b1f', muted: '#6b4423', paper: '#f8f2ea', card: '#ffffff', line: '#ece1d2' };
const SERIF = "Georgia, 'Iowan Old Style', 'Palatino Linotype', serif";
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Mail programs that follow the reader's dark mode (Apple Mail, iOS, Outlook apps) read this; the
 * rest show the light colours, which stay readable when a program inverts them on its own.
 */
const DARK_MODE = `
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-body > table > tbody > tr > td { background-color: #1f1712 !important; }
  .mail-card { background-color: #2b211a !important; border-color: #4a3a2e !important; }
  .mail-card, .mail-card p, .mail-card td, .mail-card h1, .mail-card h2 { color: #f3e9dc !important; }
  .mail-muted { color: #cdb9a3 !important; }
  .mail-link, .mail-brand { color: #e8a285 !important; }
  .mail-button { background-color: #c9572d !important; color: #ffffff !important; }
}`;

export const textStyle: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: MAIL_COLORS.walnut, margin: '0 0 12px' };
export const mutedStyle: CSSProperties = { ...textStyle, fontSize: '14px', lineHeight: '20px', color: MAIL_COLORS.muted };
export const headingStyle: CSSProperties = { fontFamily: SERIF, fontSize: '22px', lineHeight: '28px', color: MAIL_COLORS.walnut, margin: '0 0 12px' };
export const linkStyle: CSSProperties = { color: MAIL_COLORS.rust, textDecoration: 'underline' };
export const buttonStyle: CSSProperties = {
  backgroundColor: MAIL_COLORS.rust,
  color: '#ffffff',
  borderRadius: '4px',
  padding: '12px 20px',
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  display: 'inline-block',
};

type LayoutProps = { preview: string; origin: string; children?: ReactNode };

/** One column at most 600 px wide, full width on a phone, with the shop's name above and its address below. */
export function ShopLayout({ preview, origin, children }: LayoutProps) {
  return h(
    Html,
    { lang: 'en' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_MODE),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { className: 'mail-body', style: { backgroundColor: MAIL_COLORS.paper, fontFamily: SANS, margin: 0, padding: '16px 8px' } },
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%' } },
        h(Text, { className: 'mail-brand', style: { fontFamily: SERIF, fontSize: '28px', fontWeight: 700, color: MAIL_COLORS.rust, margin: '8px 16px 16px' } }, 'Ukay'),
        h(
          Section,
          {
            className: 'mail-card',
            style: { backgroundColor: MAIL_COLORS.card, border: `1px solid ${MAIL_COLORS.line}`, borderRadius: '8px', padding: '24px 20px' },
          },
          children,
        ),
        h(Hr, { style: { borderColor: MAIL_COLORS.line, margin: '16px 0' } }),
        h(Text, { className: 'mail-muted', style: { ...mutedStyle, textAlign: 'center' } }, `Ukay · one-off vintage · ${origin}`),
      ),
    ),
  );
}
