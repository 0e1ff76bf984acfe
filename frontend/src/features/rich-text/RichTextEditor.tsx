import { Input, Text } from '@mantine/core';
import { Link, RichTextEditor as Editor } from '@mantine/tiptap';
import type { AnyExtension } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CallToAction, type CallToActionAttrs } from './call-to-action';
import { CallToActionDialog } from './CallToActionDialog';
import { EditorToolbar } from './EditorToolbar';
import { isSafeHref } from './links';
import { RICH_TEXT_EDITOR_TEXTS as T } from './texts';
import { EMPTY_RICH_TEXT, type RichTextDoc } from './types';

const MediaPickerModal = lazy(() => import('../media/MediaPicker').then((module) => ({ default: module.MediaPickerModal })));

/**
 * What the editor can make: exactly the nodes and marks the server's allow-list keeps
 * (backend/src/rich-text/rich-text.ts), so what an admin sees is what the page shows. Pasted
 * content goes through the same schema: anything else is dropped as it is pasted.
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      // the link comes from @mantine/tiptap (its toolbar control and Mod+K)
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url),
      HTMLAttributes: { target: null, rel: null },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    CallToAction,
  ];
}

const NEW_CTA: CallToActionAttrs = { text: '', href: '', variant: 'primary' };

/**
 * A rich-text field of an admin screen, on @mantine/tiptap: headings, emphasis, lists, quotes,
 * links (a path of this site or https), images of the media library (picked or uploaded), tables,
 * calls to action, undo and redo. It hands `onChange` the editor's JSON; the server cleans and
 * renders it. Admin screens import it lazily: Tiptap never reaches a visitor's first download.
 */
interface RichTextEditorProps {
  label: string;
  value: RichTextDoc | null | undefined;
  onChange: (doc: RichTextDoc) => void;
  error?: string;
  description?: string;
}

const noSubscription = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * The editor exists in the browser only: Tiptap's editor cannot render on the server, and a
 * screen opened by its address (rendered there for the signed-in Admin) would otherwise make React
 * give up the server's HTML for the whole screen (error #419). Until it mounts, its label holds
 * the place.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const inBrowser = useSyncExternalStore(noSubscription, inTheBrowser, onTheServer);
  if (!inBrowser)
    return (
      <Text fw={500} size="sm">
        {props.label}
      </Text>
    );
  return <MountedRichTextEditor {...props} />;
}

function MountedRichTextEditor({ label, value, onChange, error, description }: RichTextEditorProps) {
  const id = useId();
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [description && ids.description, error && ids.error].filter(Boolean).join(' ');
  const contentAttributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ids.label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
    }),
    [ids.label, describedBy, error],
  );
  // The last document handed out: the same value coming back is not loaded again (it would move the cursor).
  const emitted = useRef<RichTextDoc | null | undefined>(value);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const [picking, setPicking] = useState(false);
  const [cta, setCta] = useState<(CallToActionAttrs & { editing: boolean }) | null>(null);

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value ?? EMPTY_RICH_TEXT,
    editorProps: { attributes: contentAttributes },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON() as RichTextDoc;
      emitted.current = doc;
      changed.current(doc);
    },
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: contentAttributes } });
  }, [editor, contentAttributes]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value ?? EMPTY_RICH_TEXT, { emitUpdate: false });
  }, [editor, value]);

  const openCallToAction = () => {
    const selected = editor.isActive('callToAction') ? (editor.getAttributes('callToAction') as CallToActionAttrs) : undefined;
    setCta(selected ? { ...selected, editing: true } : { ...NEW_CTA, editing: false });
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelElement="div"
      labelProps={{ id: ids.label }}
      descriptionProps={{ id: ids.description }}
      errorProps={{ id: ids.error }}
    >
      <Editor
        editor={editor}
        mt={4}
        labels={{ linkEditorInputLabel: T.linkInput, linkEditorInputPlaceholder: '/pricing/ or https://…' }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <EditorToolbar editor={editor} label={label} onInsertImage={() => setPicking(true)} onCallToAction={openCallToAction} />
        <Editor.Content />
      </Editor>
      {picking && (
        <Suspense fallback={null}>
          <MediaPickerModal
            fieldLabel={T.pickerField(label)}
            onClose={() => setPicking(false)}
            onPick={(record) => {
              setPicking(false);
              editor
                .chain()
                .focus()
                .setImage({ src: record.url, alt: record.decorative ? '' : record.alt, width: record.width, height: record.height })
                .run();
            }}
          />
        </Suspense>
      )}
      {cta && (
        <CallToActionDialog
          initial={cta}
          onClose={() => setCta(null)}
          onSave={(attrs) => {
            setCta(null);
            editor.chain().focus().setCallToAction(attrs).run();
          }}
        />
      )}
    </Input.Wrapper>
  );
}
