import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../test/render.tsx';
import { ImageCropDialog } from './image-crop-dialog.tsx';

/** A picked file: the dialog's queue never reads its bytes. */
function picked(name: string): File {
  return new File(['not a picture'], name, { type: 'image/jpeg' });
}

function renderDialog(files: File[], aspectRatio = 1) {
  const onApply = vi.fn<(cropped: File, source: File) => void>();
  const onDone = vi.fn<() => void>();
  const view = renderInShop(<ImageCropDialog files={files} aspectRatio={aspectRatio} title="Crop Main Image" onApply={onApply} onDone={onDone} />);
  return { ...view, onApply, onDone };
}

describe('ImageCropDialog', () => {
  it('stays closed with nothing to crop', () => {
    renderDialog([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes several pictures in turn, counting them in its title; Cancel and the close mark each discard one and go on', async () => {
    const { user, onApply, onDone } = renderDialog([picked('front.jpg'), picked('back.jpg'), picked('tag.jpg')]);
    expect(screen.getByRole('dialog', { name: 'Crop Main Image (1 of 3)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Crop Main Image (2 of 3)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close and discard this image' }));
    expect(screen.getByRole('dialog', { name: 'Crop Main Image (3 of 3)' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('names one picture without a count, the size its crop is saved at, and keeps Apply off until an area is chosen', () => {
    renderDialog([picked('front.jpg')], 2);
    expect(screen.getByRole('dialog', { name: 'Crop Main Image' })).toBeTruthy();
    expect(screen.getByText('Saved at 1600 × 800 px.')).toBeTruthy();
    // happy-dom reads no picture, so no area is ever chosen here: a real browser's crop is the journeys'.
    expect(screen.getByRole('button', { name: 'Apply Crop & Continue' })).toHaveProperty('disabled', true);
  });
});
