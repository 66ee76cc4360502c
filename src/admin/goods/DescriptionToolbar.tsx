import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import { Box, ToggleButton } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { uploadMedia } from '../api.ts';

/** Re-renders on every change of the editor's state, so buttons show what the cursor is in. */
function useEditorTick(editor: Editor | null) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', tick);
    return () => void editor.off('transaction', tick);
  }, [editor]);
}

function Button({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <ToggleButton value={label} size="small" aria-label={name} title={name} selected={active ?? false} disabled={disabled} onClick={onClick} sx={{ minWidth: 36 }}>
      {children}
    </ToggleButton>
  );
}

/**
 * The description editor's buttons: text, heading and subheading, bold, italic, the two lists, a link (asked
 * for its address), no link, and a picture uploaded like the goods pictures (made into the shop's WebP).
 */
export function DescriptionToolbar() {
  const editor = useTiptapEditor() as Editor | null;
  const translate = useTranslate();
  const notify = useNotify();
  const file = useRef<HTMLInputElement>(null);
  useEditorTick(editor);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const editable = editor.isEditable;
  const link = () => {
    const was = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(translate('console.goodsEditor.linkAddress'), was)?.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };
  const upload = async (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    try {
      const url = await uploadMedia('goods', picked);
      chain().setImage({ src: url, alt: '' }).run();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    if (file.current) file.current.value = '';
  };
  return (
    <Box role="toolbar" aria-label={translate('console.goodsEditor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      <Button label="console.goodsEditor.paragraph" active={editor.isActive('paragraph')} disabled={!editable} onClick={() => chain().setParagraph().run()}>¶</Button>
      <Button label="console.goodsEditor.heading" active={editor.isActive('heading', { level: 3 })} disabled={!editable} onClick={() => chain().toggleHeading({ level: 3 }).run()}>H</Button>
      <Button label="console.goodsEditor.subheading" active={editor.isActive('heading', { level: 4 })} disabled={!editable} onClick={() => chain().toggleHeading({ level: 4 }).run()}>h</Button>
      <Button label="console.goodsEditor.bold" active={editor.isActive('bold')} disabled={!editable} onClick={() => chain().toggleBold().run()}><FormatBold fontSize="small" /></Button>
      <Button label="console.goodsEditor.italic" active={editor.isActive('italic')} disabled={!editable} onClick={() => chain().toggleItalic().run()}><FormatItalic fontSize="small" /></Button>
      <Button label="console.goodsEditor.bulletList" active={editor.isActive('bulletList')} disabled={!editable} onClick={() => chain().toggleBulletList().run()}><FormatListBulleted fontSize="small" /></Button>
      <Button label="console.goodsEditor.numberedList" active={editor.isActive('orderedList')} disabled={!editable} onClick={() => chain().toggleOrderedList().run()}><FormatListNumbered fontSize="small" /></Button>
      <Button label="console.goodsEditor.link" active={editor.isActive('link')} disabled={!editable || (editor.state.selection.empty && !editor.isActive('link'))} onClick={link}><InsertLink fontSize="small" /></Button>
      <Button label="console.goodsEditor.unlink" disabled={!editable || !editor.isActive('link')} onClick={() => chain().extendMarkRange('link').unsetLink().run()}><LinkOff fontSize="small" /></Button>
      <Button label="console.goodsEditor.picture" disabled={!editable} onClick={() => file.current?.click()}><ImageIcon fontSize="small" /></Button>
      <input ref={file} hidden type="file" accept="image/jpeg,image/png,image/webp" data-testid="description-picture" onChange={(e) => void upload(e.target.files)} />
    </Box>
  );
}
