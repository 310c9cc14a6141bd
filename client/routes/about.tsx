import { Anchor, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTiktok, IconMail } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SHOP_INSTAGRAM_URL } from '../../shared/constants.ts';
import { Page } from '../components/page.tsx';
import { Paragraph, Section } from '../components/prose.tsx';

export const Route = createFileRoute('/about')({
  component: AboutPage,
});

const SOCIAL_LINKS = [
  { href: SHOP_INSTAGRAM_URL, label: 'Instagram', icon: IconBrandInstagram },
  { href: 'https://facebook.com/ukay.ph', label: 'Facebook', icon: IconBrandFacebook },
  { href: 'https://tiktok.com/@ukay.ph', label: 'TikTok', icon: IconBrandTiktok },
  { href: 'mailto:hello@ukay.ph', label: 'hello@ukay.ph', icon: IconMail },
];

function AboutPage() {
  return (
    <Page title="Our Story" size="md">
      <Paragraph>
        Ukay started on a Saturday morning in a Pasig City bodega, elbow-deep in a freshly opened bale. Between the tired
        polo shirts was a 1980s Harrington jacket with its tartan lining intact, and we knew we had to share the thrill of
        that find with more people than could fit in the stall.
      </Paragraph>
      <Section title="One of each, chosen by hand">
        <Paragraph>
          Every piece in the shop is the only one we have. We sort through the bales ourselves, keep the pieces with
          character, then wash, mend and photograph each one. When a piece sells, it is gone for good, which is why our
          drops move fast and why we hold a piece for you while you pay.
        </Paragraph>
      </Section>
      <Section title="Wear it again">
        <Paragraph>
          Ukay-ukay has always been how Filipinos dress well on a budget. Buying second-hand keeps good clothes out of
          landfills and gives them a second story. We describe every flaw we find, and we would rather you know about a
          small mark than be surprised by it.
        </Paragraph>
      </Section>
      <Section title="Say hello">
        <Paragraph>New drops are announced first on Instagram. Message us anytime about sizes, measurements or a piece you are hunting for.</Paragraph>
        <Group gap="lg">
          {SOCIAL_LINKS.map(({ href, label, icon: Icon }) => (
            <Anchor key={href} href={href} target={href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
              <Group gap={6}>
                <Icon size={20} aria-hidden />
                {label}
              </Group>
            </Anchor>
          ))}
        </Group>
      </Section>
    </Page>
  );
}
