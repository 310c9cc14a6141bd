import { Anchor, List } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SHOP_INSTAGRAM, SHOP_INSTAGRAM_URL } from '../../shared/constants.ts';
import { Page } from '../components/page.tsx';
import { Paragraph, Section } from '../components/prose.tsx';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});

function ContactPage() {
  return (
    <Page title="Contact" size="md">
      <Paragraph>We are a small team and we answer every message ourselves, usually within a day.</Paragraph>
      <Section title="Reach us">
        <List spacing="xs">
          <List.Item>
            E-mail: <Anchor href="mailto:hello@ukay.ph">hello@ukay.ph</Anchor>
          </List.Item>
          <List.Item>
            Instagram:{' '}
            <Anchor href={SHOP_INSTAGRAM_URL} target="_blank" rel="noreferrer">
              @{SHOP_INSTAGRAM}
            </Anchor>{' '}
            (fastest for questions about a piece)
          </List.Item>
          <List.Item>Hours: Monday to Saturday, 10:00 AM to 7:00 PM (Philippine time)</List.Item>
        </List>
      </Section>
      <Section title="About an order">
        <Paragraph>
          Include your order number and the name on the order. If your proof of payment did not upload, reply with a
          screenshot and we will attach it for you.
        </Paragraph>
      </Section>
      <Section title="Where we are">
        <Paragraph>
          We are an online shop located in Pasig City, Metro Manila. We do not have a walk-in store; every order ships by
          courier, and Metro Manila orders usually arrive in one to three days.
        </Paragraph>
      </Section>
    </Page>
  );
}
