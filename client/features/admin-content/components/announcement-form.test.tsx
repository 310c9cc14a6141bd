import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile, signInAsAdmin } from '../../../test/shop-server.ts';
import { NEW_ANNOUNCEMENT } from '../announcement-form-values.ts';
import { AnnouncementForm } from './announcement-form.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

/** The shop's cream, as the demo announcement writes on it. */
const CREAM = '#F6EAD7';

function renderForm() {
  const onSaved = vi.fn<(message: string) => void>();
  const view = renderInShop(<AnnouncementForm initialValues={NEW_ANNOUNCEMENT} announcementId={null} onSaved={onSaved} onCancel={() => {}} />);
  const submitted = vi.fn<() => void>();
  view.container.querySelector('form')?.addEventListener('submit', submitted);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const setColour = async (name: string, colour: string) => {
    await view.user.clear(field(name));
    await view.user.type(field(name), colour);
  };
  return { ...view, onSaved, submitted, field, setColour };
}

describe('AnnouncementForm', () => {
  it('takes Enter (a phone’s Go) in a colour field as the end of the colour, not as Create', async () => {
    const { user, onSaved, submitted, field, setColour } = renderForm();
    await user.type(field('Text'), 'Libreng shipping sa Pasig');
    await setColour('Background colour', CREAM);
    await user.type(field('Background colour'), '{Enter}');
    await setColour('Text colour', '#FFFFFF');
    await user.type(field('Text colour'), '{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(field('Text colour'));
    // Enter in an ordinary field still sends the form, as forms do.
    await user.type(field('Button text'), '{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Announcement created successfully!'));
  });

  it('warns, with the ratio, when the text is hard to read on its background', async () => {
    const { setColour } = renderForm();
    await setColour('Background colour', CREAM);
    await setColour('Text colour', '#FFFFFF');
    expect(screen.getByRole('alert').textContent).toContain('Text contrast 1.18:1: hard to read');
    expect(screen.getByRole('alert').textContent).toContain('at least 4.5:1');
  });

  it('says dark text on cream reads well, with no warning', async () => {
    const { setColour } = renderForm();
    await setColour('Background colour', CREAM);
    await setColour('Text colour', '#3D2B1F');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Text contrast 11.29:1: easy to read.')).toBeTruthy();
  });

  it('writes the text in a field of several lines', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Text' }).tagName).toBe('TEXTAREA');
  });
});
