import { RichTextEditor as Editor } from '@mantine/tiptap';
import type { Editor as TiptapEditor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { RICH_TEXT_EDITOR_TEXTS as T } from './texts';

function ImageIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <rect x={3} y={4} width={18} height={16} rx={2} />
      <circle cx={9} cy={10} r={2} />
      <path d="m21 17-5-5-9 8" />
    </svg>
  );
}

function CallToActionIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <rect x={2} y={7} width={20} height={10} rx={5} />
      <path d="M8 12h8m-3-3 3 3-3 3" />
    </svg>
  );
}

/** Table controls, shown while the cursor is in a table. */
function TableControls({ editor }: { editor: TiptapEditor }) {
  const inTable = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('table') });
  if (!inTable) return null;
  return (
    <Editor.ControlsGroup>
      <Editor.TableRowAfter />
      <Editor.TableColumnAfter />
      <Editor.TableToggleHeaderRow />
      <Editor.TableRowDelete />
      <Editor.TableColumnDelete />
      <Editor.TableDelete />
    </Editor.ControlsGroup>
  );
}

/** The editor's controls, grouped: headings, emphasis, blocks, links, inserts (image, call to action, table), the table's own, undo. */
export function EditorToolbar({
  editor,
  label,
  onInsertImage,
  onCallToAction,
}: {
  editor: TiptapEditor;
  label: string;
  onInsertImage: () => void;
  onCallToAction: () => void;
}) {
  return (
    <Editor.Toolbar role="toolbar" aria-label={T.toolbar(label)}>
      <Editor.ControlsGroup>
        <Editor.H2 />
        <Editor.H3 />
        <Editor.H4 />
      </Editor.ControlsGroup>
      <Editor.ControlsGroup>
        <Editor.Bold />
        <Editor.Italic />
        <Editor.Underline />
        <Editor.Strikethrough />
        <Editor.Code />
        <Editor.ClearFormatting />
      </Editor.ControlsGroup>
      <Editor.ControlsGroup>
        <Editor.BulletList />
        <Editor.OrderedList />
        <Editor.Blockquote />
        <Editor.Hr />
      </Editor.ControlsGroup>
      <Editor.ControlsGroup>
        <Editor.Link />
        <Editor.Unlink />
      </Editor.ControlsGroup>
      <Editor.ControlsGroup>
        <Editor.Control aria-label={T.insertImage} title={T.insertImage} onClick={onInsertImage}>
          <ImageIcon />
        </Editor.Control>
        <Editor.Control aria-label={T.callToAction} title={T.callToAction} onClick={onCallToAction}>
          <CallToActionIcon />
        </Editor.Control>
        <Editor.TableInsert />
      </Editor.ControlsGroup>
      <TableControls editor={editor} />
      <Editor.ControlsGroup>
        <Editor.Undo />
        <Editor.Redo />
      </Editor.ControlsGroup>
    </Editor.Toolbar>
  );
}
