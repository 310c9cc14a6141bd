import { Box, Group, Skeleton, Text } from '@mantine/core';
import { TransformComponent } from 'react-zoom-pan-pinch';
import { useProofUrl } from '../../../components/orders/payment-proof-image.tsx';
import { ZoomButtons } from '../../../components/zoom-buttons.tsx';
import { Zoomable } from '../../../components/zoomable.tsx';

const MAX_SCALE = 6;

/**
 * The proof of payment as large as the panel allows, to read its reference no. and amount: zoomed by
 * gesture or by the buttons (Zoomable); at its own size a swipe over it scrolls the page.
 */
export function ZoomableProof({ path }: { path: string }) {
  const proof = useProofUrl(path);
  if (proof.state === 'loading') return <Skeleton h={420} aria-label="Loading the proof of payment" />;
  if (proof.state === 'failed') return <Text size="sm" c="dimmed">The proof of payment could not be loaded.</Text>;
  return (
    <Zoomable maxScale={MAX_SCALE}>
      {({ scale, zoomIn, zoomOut, reset }) => (
        <Box>
          <Box bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            {/* Not selectable: a double tap or double click zooms, it must not paint the picture blue as selected. */}
            <TransformComponent wrapperStyle={{ width: '100%', userSelect: 'none' }} contentStyle={{ width: '100%', justifyContent: 'center' }}>
              <img src={proof.url} alt="The buyer’s payment screenshot" style={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain', userSelect: 'none' }} />
            </TransformComponent>
          </Box>
          <Group gap="xs" mt="xs" justify="space-between">
            <Group gap="xs">
              <ZoomButtons scale={scale} maxScale={MAX_SCALE} zoomIn={zoomIn} zoomOut={zoomOut} reset={reset} />
            </Group>
            <Text size="sm" c="dimmed" data-testid="proof-zoom">
              {Math.round(scale * 100)}%
            </Text>
          </Group>
        </Box>
      )}
    </Zoomable>
  );
}
