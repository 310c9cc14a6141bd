import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import type { EditorView } from '@tiptap/pm/view';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { RICH_TEXT_LINK_PROTOCOLS } from '../../shared/admin-constants.ts';
import { IMAGE_REFUSED, isAllowedImageSource, isAllowedLink, LINK_REFUSED } from '../lib/rich-text-links.ts';
import { readAsDataUrl } from '../lib/use-data-url.ts';
import { RichTextUrlDialog, type UrlDialogProps } from './rich-text-url-dialog.tsx';

/** docs/product/screens.md "Rich-text field": an undo history of 100 steps, typing within 500 ms undone as one. */
const UNDO = { depth: 100, newGroupDelay: 500 };
const MIN_HEIGHT_PX = 150;

/** docs/product/screens.md "Rich-text field": a picture pasted from the clipboard is embedded inline as a data URL. */
function pasteImages(view: EditorView, event: ClipboardEvent): boolean {
  const images = Array.from(event.clipboardData?.files ?? []).filter((file) => file.type.startsWith('image/'));
  if (images.length === 0) return false;
  for (const file of images) {
    void readAsDataUrl(file).then((src) => {
      const node = view.state.schema.nodes.image?.create({ src, alt: file.name });
      if (node) view.dispatch(view.state.tr.replaceSelectionWith(node));
    });
  }
  return true;
}

/** Add link and add image ask for a URL in a dialog; an empty answer does nothing, a refused one is said there. */
function urlQuestion(editor: Editor, asked: 'link' | 'image'): Omit<UrlDialogProps, 'onClose'> {
  if (asked === 'link') {
    return {
      action: 'Add link',
      label: 'Link URL',
      initialValue: (editor.getAttributes('link').href as string | undefined) ?? '',
      refusal: (url) => (isAllowedLink(url) ? null : LINK_REFUSED),
      onAccept: (href) => editor.chain().focus().extendMarkRange('link').setLink({ href }).run(),
    };
  }
  return {
    action: 'Add image',
    label: 'Image URL',
    initialValue: '',
    refusal: (src) => (isAllowedImageSource(src) ? null : IMAGE_REFUSED),
    onAccept: (src) => editor.chain().focus().setImage({ src }).run(),
  };
}

type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
};

/**
 * The rich-text field (docs/product/screens.md "Rich-text field"). What it produces is only a draft: the server sanitises every HTML
 * field on save (design.md §1), so this editor's limits are for the owner's convenience, not safety.
 */
export function RichTextField({ label, value, onChange, error, description }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        undoRedo: UNDO,
        // Links stay inert while editing: a click places the cursor instead of leaving the form.
        link: { openOnClick: false, autolink: true, protocols: [...RICH_TEXT_LINK_PROTOCOLS], isAllowedUri: (url) => isAllowedLink(url) },
        code: false,
        codeBlock: false,
      }),
      Image.configure({ allowBase64: true }),
    ],
    content: value,
    editorProps: { handlePaste: (view, event) => pasteImages(view, event), attributes: { 'aria-label': label, style: `min-height: ${MIN_HEIGHT_PX}px` } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  });
  const [asked, setAsked] = useState<'link' | 'image' | null>(null);
  const question = editor && asked ? urlQuestion(editor, asked) : null;

  return (
    <Input.Wrapper label={label} error={error} description={description}>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control onClick={() => setAsked('link')} aria-label="Add link" title="Add link">
              <IconLink size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
            <RichTextEditor.Control onClick={() => setAsked('image')} aria-label="Add image" title="Add image">
              <IconPhoto size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {question && (
        <RichTextUrlDialog
          {...question}
          onAccept={(url) => {
            question.onAccept(url);
            setAsked(null);
          }}
          // Back to the text where the owner was, as after an answer.
          onClose={() => {
            setAsked(null);
            editor?.commands.focus();
          }}
        />
      )}
    </Input.Wrapper>
  );
}
