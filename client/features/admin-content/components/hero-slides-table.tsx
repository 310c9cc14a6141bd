import { Badge, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HeroSlideOutput } from '../../../../shared/schemas/content.ts';
import { ListTable } from '../../../components/list-table.tsx';
import { DeleteButton, RowActions } from '../../../components/row-actions.tsx';
import type { Notice } from '../../../lib/notice.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDeleteHeroSlide } from '../hooks/use-delete-hero-slide.ts';
import { HeroSlideDialog } from './hero-slide-dialog.tsx';

/** Spec §2: desktop slides first, then by order. */
function bySlideOrder(a: HeroSlideOutput, b: HeroSlideOutput): number {
  if (a.view_type !== b.view_type) return a.view_type === 'desktop' ? -1 : 1;
  return a.order - b.order || a.id - b.id;
}

type Dialog = { open: false } | { open: true; slide: HeroSlideOutput | null };

/** The Hero Carousel Slides table of the settings tab, with its Add/Edit dialog. */
export function HeroSlidesTable({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const slides = useQuery(trpc.admin.heroSlides.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const remove = useDeleteHeroSlide(onNotice);
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
      {slides.isPending && <Text c="dimmed">Loading slides...</Text>}
      {slides.data && rows.length === 0 && <Text c="dimmed">No slides yet: the storefront shows its fallback images.</Text>}
      {rows.length > 0 && (
        <ListTable minWidth={820} columns={['Image', 'Title', 'Subtitle', 'Description', 'Order', 'View', 'Active', 'Actions']}>
          {rows.map((slide) => (
            <Table.Tr key={slide.id}>
              <Table.Td>{slide.image_url && <Image src={slide.image_url} alt={slide.title ?? 'Slide'} h={48} w="auto" fit="contain" radius="sm" />}</Table.Td>
              <Table.Td>{slide.title}</Table.Td>
              <Table.Td>{slide.subtitle}</Table.Td>
              <Table.Td>{slide.link}</Table.Td>
              <Table.Td>{slide.order}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={slide.view_type === 'desktop' ? 'blue' : 'grape'}>
                  {slide.view_type === 'desktop' ? 'Desktop' : 'Mobile'}
                </Badge>
              </Table.Td>
              <Table.Td>{slide.is_active ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <RowActions>
                  <Button size="xs" variant="light" onClick={() => setDialog({ open: true, slide })}>
                    Edit
                  </Button>
                  <DeleteButton title="Delete slide" message="Delete this slide?" onConfirm={() => remove.mutate({ id: slide.id })} disabled={remove.isPending} />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {dialog.open && (
        <HeroSlideDialog
          key={dialog.slide?.id ?? 'new'}
          slide={dialog.slide}
          onClose={() => setDialog({ open: false })}
          onSaved={(message) => {
            setDialog({ open: false });
            onNotice({ type: 'success', text: message });
          }}
        />
      )}
    </Stack>
  );
}
