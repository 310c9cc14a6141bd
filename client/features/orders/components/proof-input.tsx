import { FileInput, Image, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useObjectUrl } from '../hooks/use-object-url.ts';

type ProofInputProps = { value: File | null; onChange: (file: File | null) => void; error: string | null };

/** The screenshot of the buyer's GCash or bank payment, shown back to them before they send it. */
export function ProofInput({ value, onChange, error }: ProofInputProps) {
  const preview = useObjectUrl(value);

  return (
    <Stack gap="xs">
      <FileInput
        label="Proof of payment"
        description="A screenshot or photo of your payment (image, up to 10 MB)"
        placeholder="Choose an image"
        accept="image/*"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove this image' }}
        withAsterisk
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        value={value}
        onChange={onChange}
        error={error}
      />
      {preview && (
        <Image src={preview} alt="Your proof of payment" mah={220} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
}
