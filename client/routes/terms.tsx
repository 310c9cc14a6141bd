import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';
import { Paragraph, Section } from '../components/prose.tsx';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <Page title="Terms of Sale" size="md">
      <Paragraph>
        These terms apply to every order placed on Ukay. By placing an order you agree to them. Prices are in Philippine
        pesos and include VAT where it applies.
      </Paragraph>
      <Section title="One-of-a-kind pieces">
        <Paragraph>
          Every listing is a single, pre-owned piece. Photos and descriptions show its actual condition, including flaws
          we have found. Colours may look slightly different on your screen.
        </Paragraph>
      </Section>
      <Section title="Holds and payment">
        <Paragraph>
          When you reach the payment step at checkout, the pieces in your cart are reserved for you for the time shown on
          screen (30 minutes unless the shop says otherwise). Pay within that time using one of the payment options shown,
          and upload a clear proof of payment. If the hold runs out, the pieces become available to other shoppers again.
        </Paragraph>
      </Section>
      <Section title="Order review">
        <Paragraph>
          Your order is Pending until we confirm your payment. We then mark it Approved, Shipped and Delivered, and any
          note we add appears in My Orders. If a payment cannot be confirmed, we will contact you before cancelling the
          order; a cancelled order releases its pieces back to the shop.
        </Paragraph>
      </Section>
      <Section title="Delivery">
        <Paragraph>
          We ship anywhere in the Philippines. The delivery fee depends on whether the address is inside Metro Manila and
          is shown before you pay. Please make sure your address and mobile number are complete; a parcel returned for a
          wrong address is re-shipped at the buyer's cost.
        </Paragraph>
      </Section>
      <Section title="Returns">
        <Paragraph>
          Because every piece is unique and second-hand, sales are final. If what you receive is not as described, message
          us within three days of delivery with photos and we will arrange a return and a full refund, including delivery.
        </Paragraph>
      </Section>
    </Page>
  );
}
