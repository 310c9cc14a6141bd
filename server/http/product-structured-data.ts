import type { ProductOutput } from '../../shared/schemas/catalog.ts';
import { CONDITION_GRADES, MEASUREMENT_LABELS, MEASUREMENTS } from '../../shared/vintage-details.ts';

/** A piece's status as OpenGraph's `product:availability` and schema.org's `ItemAvailability` say it. */
export const AVAILABILITY: Record<ProductOutput['status'], { og: string; schema: string }> = {
  Available: { og: 'in stock', schema: 'https://schema.org/InStock' },
  OnHold: { og: 'pending', schema: 'https://schema.org/LimitedAvailability' },
  Pending: { og: 'pending', schema: 'https://schema.org/SoldOut' },
  Sold: { og: 'out of stock', schema: 'https://schema.org/SoldOut' },
};

/**
 * What a preview says of the piece: "Sold" first when it is (a shared link outlives the sale), its
 * condition grade when graded, then its description (or its size).
 */
export function productDescription(product: ProductOutput, text: string): string {
  return [
    product.status === 'Sold' ? 'Sold' : null,
    product.condition ? `${CONDITION_GRADES[product.condition].label} condition` : null,
    text || `Size ${product.size.toUpperCase()} vintage piece from Ukay.`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** The era and the measurements (in centimetres, UN/CEFACT code CMT), as schema.org `PropertyValue`s. */
function additionalProperties(product: ProductOutput): Record<string, unknown>[] {
  const measured = MEASUREMENTS.flatMap((name) => {
    const value = product.measurements[name];
    return value ? [{ '@type': 'PropertyValue', name: MEASUREMENT_LABELS[name], value: value.cm, unitCode: 'CMT', unitText: 'cm' }] : [];
  });
  return [...(product.era ? [{ '@type': 'PropertyValue', name: 'Era', value: product.era }] : []), ...measured];
}

/**
 * The piece as schema.org's `Product` for search engines, checked against the vocabulary by
 * share-pages.test.ts. Vintage is always second-hand, so its offer is `UsedCondition` whatever its grade
 * (schema.org has no finer condition; the grade goes in the description).
 */
export function productJsonLd(product: ProductOutput, origin: string, url: string, description: string): Record<string, unknown> {
  const properties = additionalProperties(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.sku ?? String(product.id),
    image: product.images.map((src) => `${origin}${src}`),
    size: product.size.toUpperCase(),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.material ? { material: product.material } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'PHP',
      availability: AVAILABILITY[product.status].schema,
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}
