import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_REFUSED, LINK_REFUSED } from '../lib/rich-text-links.ts';
import { renderInShop } from '../test/render.tsx';
import { RichTextField } from './rich-text-field.tsx';

/** The field inside a form, as the product and settings forms hold it: Enter in its dialog must not send that form. */
function renderField(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  const submitted = vi.fn<() => void>();
  const view = renderInShop(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <RichTextField label="Description" value={value} onChange={onChange} />
      <button type="submit">Save</button>
    </form>,
  );
  const lastHtml = () => onChange.mock.lastCall?.[0] ?? '';
  return { ...view, onChange, submitted, lastHtml };
}

/** Puts the cursor in the editor and selects all its text, as the owner would before Add link. */
async function selectAll(user: ReturnType<typeof renderField>['user']) {
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextField', () => {
  it('asks for a link in its own dialog, refuses javascript: there with the rule, and takes https', async () => {
    const { user, submitted, lastHtml } = renderField('<p>Barong Tagalog</p>');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const url = screen.getByRole('textbox', { name: 'Link URL' });
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('dialog', { name: 'Add link' })).toBeTruthy();
    expect(screen.getByText(LINK_REFUSED)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(lastHtml()).not.toContain('javascript');

    await user.clear(url);
    await user.type(url, 'https://ukay.ph/barong{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastHtml()).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://ukay.ph/barong">Barong Tagalog</a>');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('asks for an image address, refuses a script, and adds a web image', async () => {
    const { user, lastHtml } = renderField('<p>Care</p>');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const url = screen.getByRole('textbox', { name: 'Image URL' });
    const addInDialog = () => within(screen.getByRole('dialog', { name: 'Add image' })).getByRole('button', { name: 'Add image' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(addInDialog());
    expect(screen.getByText(IMAGE_REFUSED)).toBeTruthy();

    await user.clear(url);
    await user.type(url, 'https://ukay.ph/tag.jpg');
    await user.click(addInDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastHtml()).toContain('<img src="https://ukay.ph/tag.jpg">');
  });

  it('does nothing with an empty answer, and Cancel leaves the text as it was', async () => {
    const { user, onChange } = renderField('<p>Plain</p>');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), '   {Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://ukay.ph');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
