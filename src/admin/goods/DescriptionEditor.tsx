import Image from '@tiptap/extension-image';
import { useMemo } from 'react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextInput } from 'ra-input-rich-text';
import { DescriptionToolbar } from './DescriptionToolbar.tsx';

/**
 * The editor offers exactly what the shop keeps (src/lib/safe-html.ts): paragraphs, two heading levels below
 * the page's own, bold, italic, lists, links and the console's uploaded pictures. Nothing else can be typed
 * or pasted in, so what the operator sees here is what the goods page shows.
 */
const EDITOR_OPTIONS = {
  extensions: [
    StarterKit.configure({
      heading: { levels: [3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: [] },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ],
};

/** The goods description in one language, as rich text; loaded only when a goods form opens (React.lazy). */
export default function DescriptionEditor({ source, label }: { source: string; label: string }) {
  // The editable area is the textbox screen readers land in; react-admin names only its wrapper.
  const options = useMemo(
    () => ({ ...EDITOR_OPTIONS, editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } } }),
    [label],
  );
  return <RichTextInput source={source} label={label} editorOptions={options} toolbar={<DescriptionToolbar />} />;
}
