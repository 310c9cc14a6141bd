import { AspectRatio, Image, Skeleton } from '@mantine/core';
import { DROP_COVER_RATIO } from '../../../../shared/images.ts';
import { useDataUrl } from '../../../lib/use-data-url.ts';

/** Small beside the form's fields, in the shape the drop page crops the cover to. */
const PREVIEW_WIDTH = 240;

function ChosenCover({ file }: { file: File }) {
  const url = useDataUrl(file);
  return url ? <Image src={url} alt="The chosen cover image" fit="cover" radius="sm" /> : <Skeleton />;
}

/** The cover the drop will show: the file just chosen, before it is uploaded, else the one saved. */
export function DropCoverPreview({ chosen, savedUrl }: { chosen: File | null; savedUrl: string | null }) {
  if (!chosen && !savedUrl) return null;
  return (
    <AspectRatio ratio={DROP_COVER_RATIO} maw={PREVIEW_WIDTH}>
      {chosen ? <ChosenCover file={chosen} /> : <Image src={savedUrl} alt="The drop's cover image" fit="cover" radius="sm" />}
    </AspectRatio>
  );
}
