/**
 * A piece's text as the catalogue search compares it (docs/product/rules.md "Catalogue filters and
 * order"): accents taken off (canonical decomposition, then everything but A–Z and 0–9 dropped, marks
 * with it), lower case. "Levi's" reads "levis", "Piña" "pina", "T-Shirt" "tshirt".
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}

/**
 * `products.search_text`, kept by PostgreSQL on every write (a generated column): `foldSearchText` of
 * the name, the description without its rich text's tags and entities, the brand, the era and the
 * material, each apart ('|', which no folded word holds). Folding per search instead cost about ten
 * times an `ilike` over the same rows; the stored text costs one regular-expression match per row.
 */
export const SEARCH_TEXT_SQL =
  `lower(regexp_replace(normalize(name || '|' || regexp_replace(description, '<[^>]*>|&[a-z0-9#]+;', ' ', 'gi')` +
  ` || '|' || coalesce(brand, '') || '|' || coalesce(era, '') || '|' || coalesce(material, ''), NFD), '[^A-Za-z0-9|]+', '', 'g'))`;
