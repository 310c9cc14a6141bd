/**
 * A small checker of JSON-LD against schema.org, over the subset of the vocabulary the share pages use
 * (server/http/share-pages.ts): each node's `@type` must be one of these types, each property one the
 * type (or a type it extends) has, a nested node's type one the property takes, and an enumeration's
 * value one of its members. Copied from schema.org's own definitions (schemaorg/schemaorg,
 * data/schema.ttl: `domainIncludes`, `rangeIncludes`, `subClassOf`); a type or property outside the
 * subset is refused, so using a new one means adding it here from that file first.
 */

type Literal = 'Text' | 'URL' | 'Number' | 'Boolean';

const ENUMERATIONS = {
  ItemAvailability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
  OfferItemCondition: ['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'],
} as const;
type Enumeration = keyof typeof ENUMERATIONS;

const TYPES = {
  Thing: { extends: null, properties: ['additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'owner', 'potentialAction', 'sameAs', 'subjectOf', 'url'] },
  Intangible: { extends: 'Thing', properties: [] },
  StructuredValue: { extends: 'Intangible', properties: [] },
  Product: {
    extends: 'Thing',
    properties: [
      'additionalProperty', 'aggregateRating', 'audience', 'award', 'brand', 'category', 'color', 'depth', 'gtin12', 'gtin13', 'gtin14',
      'gtin8', 'hasMerchantReturnPolicy', 'height', 'isRelatedTo', 'isSimilarTo', 'itemCondition', 'keywords', 'logo', 'manufacturer',
      'material', 'model', 'mpn', 'offers', 'pattern', 'productID', 'releaseDate', 'review', 'size', 'sku', 'slogan', 'weight', 'width',
    ],
  },
  Offer: {
    extends: 'Intangible',
    properties: [
      'acceptedPaymentMethod', 'additionalProperty', 'areaServed', 'availability', 'availabilityEnds', 'availabilityStarts',
      'availableDeliveryMethod', 'category', 'eligibleRegion', 'hasMerchantReturnPolicy', 'itemCondition', 'itemOffered', 'mpn',
      'offeredBy', 'price', 'priceCurrency', 'priceSpecification', 'priceValidUntil', 'seller', 'serialNumber', 'shippingDetails', 'sku',
      'validFrom', 'validThrough', 'warranty',
    ],
  },
  Brand: { extends: 'Intangible', properties: ['aggregateRating', 'logo', 'review', 'slogan'] },
  PropertyValue: { extends: 'StructuredValue', properties: ['maxValue', 'measurementMethod', 'minValue', 'propertyID', 'unitCode', 'unitText', 'value', 'valueReference'] },
} as const;
type TypeName = keyof typeof TYPES;

/** What each property of the subset takes (`rangeIncludes`), limited to the subset's types; any other property takes text. */
const RANGES: Partial<Record<string, readonly (Literal | TypeName | Enumeration)[]>> = {
  additionalProperty: ['PropertyValue'],
  availability: ['ItemAvailability'],
  brand: ['Brand'],
  image: ['URL'],
  itemCondition: ['OfferItemCondition'],
  material: ['Product', 'Text', 'URL'],
  offers: ['Offer'],
  price: ['Number', 'Text'],
  url: ['URL'],
  value: ['Boolean', 'Number', 'Text'],
};
const TEXT: readonly Literal[] = ['Text'];

const SCHEMA = 'https://schema.org/';

function isTypeName(name: string): name is TypeName {
  return Object.hasOwn(TYPES, name);
}

function propertiesOf(type: TypeName): string[] {
  const { extends: parent, properties } = TYPES[type];
  return [...properties, ...(parent ? propertiesOf(parent) : [])];
}

function isA(type: TypeName, expected: string): boolean {
  const parent = TYPES[type].extends;
  return type === expected || (parent !== null && isA(parent, expected));
}

function literalFits(value: unknown, literal: Literal): boolean {
  if (literal === 'URL') return typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
  if (literal === 'Number') return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (literal === 'Boolean') return typeof value === 'boolean';
  return typeof value === 'string';
}

function checkValue(value: unknown, range: readonly string[], at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => checkValue(item, range, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    const type = (value as Record<string, unknown>)['@type'];
    if (typeof type !== 'string' || !range.some((expected) => isTypeName(type) && isA(type, expected))) {
      return [`${at}: type ${String(type)} where ${range.join(' or ')} is expected`];
    }
    return checkNode(value as Record<string, unknown>, at);
  }
  for (const expected of range) {
    if (expected in ENUMERATIONS) {
      const members: readonly string[] = ENUMERATIONS[expected as Enumeration];
      if (typeof value === 'string' && value.startsWith(SCHEMA) && members.includes(value.slice(SCHEMA.length))) return [];
    } else if (!isTypeName(expected) && literalFits(value, expected as Literal)) {
      return [];
    }
  }
  return [`${at}: ${JSON.stringify(value)} is no ${range.join(' or ')}`];
}

function checkNode(node: Record<string, unknown>, at: string): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !isTypeName(type)) return [`${at}: unknown type ${String(type)}`];
  const properties = propertiesOf(type);
  return Object.entries(node).flatMap(([property, value]) => {
    if (property === '@type' || (property === '@context' && at === '$')) return [];
    if (!properties.includes(property)) return [`${at}.${property}: not a property of ${type}`];
    return checkValue(value, RANGES[property] ?? TEXT, `${at}.${property}`);
  });
}

/** Every way `jsonLd` breaks the vocabulary, as `path: reason`; empty when it is valid. */
export function schemaOrgErrors(jsonLd: unknown): string[] {
  if (typeof jsonLd !== 'object' || jsonLd === null) return ['$: not a JSON-LD object'];
  const node = jsonLd as Record<string, unknown>;
  if (node['@context'] !== 'https://schema.org') return ['$.@context: not https://schema.org'];
  return checkNode(node, '$');
}
