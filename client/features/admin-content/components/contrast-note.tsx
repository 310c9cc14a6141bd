import { Alert, Text } from '@mantine/core';
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from '../../../lib/colour-contrast.ts';

/**
 * The preview's word on legibility: the text's contrast with its background, and a warning below WCAG
 * AA's 4.5:1 (white on cream is about 1.2:1). A warning, not an error: the owner may still save.
 */
export function ContrastNote({ text, background }: { text: string; background: string }) {
  const ratio = contrastRatio(text, background);
  if (ratio === null) return null;
  if (ratio >= AA_TEXT_CONTRAST) {
    return <Text size="sm">Text contrast {formatRatio(ratio)}: easy to read.</Text>;
  }
  return (
    <Alert color="red" title={`Text contrast ${formatRatio(ratio)}: hard to read`}>
      Shoppers need at least {formatRatio(AA_TEXT_CONTRAST)} between the text and its background (WCAG AA). Choose a darker or a lighter text colour.
    </Alert>
  );
}
