import { Center, Pagination } from '@mantine/core';
import { useIsPhone } from '../lib/use-is-phone.ts';

type Props = { total: number; value: number; onChange: (page: number) => void };

/**
 * The owner's lists' pages. On a phone, big buttons (a thumb's 44 px) and no previous/next arrows, so
 * the row fits 360 px; elsewhere the arrows, each named for a screen reader (audit C-14: axe found them
 * nameless).
 */
export function ListPagination({ total, value, onChange }: Props) {
  const isPhone = useIsPhone();
  return (
    <Center pt="sm">
      <Pagination
        total={total}
        value={value}
        size={isPhone ? 'xl' : 'md'}
        siblings={isPhone ? 0 : 1}
        withControls={!isPhone}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Center>
  );
}
