import { FileInput, Image, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';

type ProofInputProps = { value: File | null; onChange: (file: File | null) => void; error: string | null };

/** The screenshot of the buyer's GCash or bank payment, shown back to them before they send it. */
export function ProofInput({ value, onChange, error }: ProofInputProps) {
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

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
