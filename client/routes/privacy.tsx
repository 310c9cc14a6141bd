import { Anchor, List } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';
import { Paragraph, Section } from '../components/prose.tsx';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <Page title="Privacy" size="md">
      <Paragraph>
        We collect only what we need to sell and deliver your order, and we handle it as the Data Privacy Act of 2012
        (Republic Act No. 10173) requires.
      </Paragraph>
      <Section title="What we collect">
        <List spacing="xs">
          <List.Item>Your name, e-mail address and, if you create an account, a password (stored only as a secure hash).</List.Item>
          <List.Item>Your delivery address, mobile number and Instagram username.</List.Item>
          <List.Item>The proof of payment you upload, with its location and camera data removed.</List.Item>
          <List.Item>A random guest id kept in your browser so your cart and orders follow you without an account.</List.Item>
        </List>
      </Section>
      <Section title="How we use it">
        <Paragraph>
          To confirm your payment, ship your order, and contact you about it. We do not sell your data and we do not use
          advertising trackers. Your address and mobile number are shared only with the courier delivering your parcel.
        </Paragraph>
      </Section>
      <Section title="Who can see it">
        <Paragraph>
          Only you and the shop's administrators can see your orders and proofs of payment. Payment proofs are never
          published at a public address.
        </Paragraph>
      </Section>
      <Section title="Your rights">
        <Paragraph>
          You may ask to see, correct or delete your personal data, or withdraw consent, by writing to{' '}
          <Anchor href="mailto:privacy@ukay.ph">privacy@ukay.ph</Anchor>. We keep order records for as long as tax law
          requires and delete the rest when you ask.
        </Paragraph>
      </Section>
    </Page>
  );
}
