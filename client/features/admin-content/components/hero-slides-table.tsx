import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HeroSlideOutput } from '../../../../shared/schemas/content.ts';
import { ListCards, type ListColumn } from '../../../components/list-cards.tsx';
import { NoticeAlert } from '../../../components/notice-alert.tsx';
import { DeleteButton, RowActions } from '../../../components/row-actions.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useDeleteHeroSlide } from '../hooks/use-delete-hero-slide.ts';
import { HeroSlideDialog } from './hero-slide-dialog.tsx';

/** docs/product/screens.md "Shop Settings and hero slides": desktop slides first, then by order. */
function bySlideOrder(a: HeroSlideOutput, b: HeroSlideOutput): number {
  if (a.view_type !== b.view_type) return a.view_type === 'desktop' ? -1 : 1;
  return a.order - b.order || a.id - b.id;
}

/** The columns of docs/product/screens.md "Shop Settings and hero slides": image, title, subtitle, description (the link), order, view type, active (then Edit and Delete). */
const COLUMNS: ListColumn<HeroSlideOutput>[] = [
  {
    label: 'Image',
    cell: (slide) => slide.image_url && <Image src={slide.image_url} alt={slide.title ?? 'Slide'} h={48} w="auto" maw="100%" fit="contain" radius="sm" />,
  },
  { label: 'Title', cell: (slide) => slide.title },
  { label: 'Subtitle', cell: (slide) => slide.subtitle },
  { label: 'Description', cell: (slide) => slide.link },
  { label: 'Order', cell: (slide) => slide.order },
  {
    label: 'View',
    cell: (slide) => (
      <Badge variant="light" color={slide.view_type === 'desktop' ? 'blue' : 'grape'}>
        {slide.view_type === 'desktop' ? 'Desktop' : 'Mobile'}
      </Badge>
    ),
  },
  { label: 'Active', cell: (slide) => (slide.is_active ? 'Yes' : 'No') },
];

type Dialog = { open: false } | { open: true; slide: HeroSlideOutput | null };

/** The Hero Carousel Slides table of the settings tab, with its Add/Edit dialog and its own message line. */
export function HeroSlidesTable() {
  const slides = useQuery(trpc.admin.heroSlides.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  // Beside the slides, not above the settings form: on a phone that is screens away.
  const { notice, show, clear } = useNotice();
  const remove = useDeleteHeroSlide(show);
  const rows = [...(slides.data?.carousels ?? [])].sort(bySlideOrder);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Hero Carousel Slides
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ open: true, slide: null })}>
          Add Slide
        </Button>
      </Group>
      <NoticeAlert notice={notice} onClose={clear} />
      {slides.isPending && <Text c="dimmed">Loading slides...</Text>}
      {slides.data && rows.length === 0 && <Text c="dimmed">No slides yet: the storefront shows its fallback images.</Text>}
      {rows.length > 0 && (
        <ListCards
          items={rows}
          keyOf={(slide) => slide.id}
          columns={COLUMNS}
          minWidth={820}
          actions={(slide) => (
            <RowActions>
              <Button size="xs" variant="light" onClick={() => setDialog({ open: true, slide })} aria-label={`Edit slide ${slide.title ?? slide.id}`}>
                Edit
              </Button>
              <DeleteButton
                title="Delete slide"
                message="Delete this slide?"
                onConfirm={() => remove.mutate({ id: slide.id })}
                disabled={remove.isPending}
                label={`Delete slide ${slide.title ?? slide.id}`}
              />
            </RowActions>
          )}
        />
      )}
      {dialog.open && (
        <HeroSlideDialog
          key={dialog.slide?.id ?? 'new'}
          slide={dialog.slide}
          onClose={() => setDialog({ open: false })}
          onSaved={(message) => {
            setDialog({ open: false });
            show({ type: 'success', text: message });
          }}
        />
      )}
    </Stack>
  );
}
