import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { GAP, pageRange } from '../page-range.ts';

type CatalogPaginationProps = { page: number; lastPage: number; onChange: (page: number) => void };

/**
 * The list's pages as plain buttons, 44 px square (WCAG 2.5.8 asks 24; a thumb needs more). Mantine's
 * Pagination would add ~3 kB gzip to the list pages' first load (design.md §5) for the same row.
 */
export function CatalogPagination({ page, lastPage, onChange }: CatalogPaginationProps) {
  const go = (target: number, label: string, text: ReactNode, current = false) => (
    <Button
      variant={current ? 'filled' : 'default'}
      className="page-button"
      disabled={target < 1 || target > lastPage}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onChange(target)}
    >
      {text}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Pages" gap={4} justify="center">
      {go(page - 1, 'Previous page', '‹')}
      {pageRange(page, lastPage).map((slot, index) =>
        slot === GAP ? (
          <span key={`gap-${index}`} className="page-gap" aria-hidden>
            …
          </span>
        ) : (
          <span key={slot}>{go(slot, `Page ${slot}`, slot, slot === page)}</span>
        ),
      )}
      {go(page + 1, 'Next page', '›')}
    </Group>
  );
}
