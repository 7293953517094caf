import { Tooltip } from '@backoffice/ui';
import type { Editor } from '@tiptap/core';
import { memo, type ReactNode } from 'react';
import {
  Button,
  Group,
  Separator,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  type Key,
} from 'react-aria-components';
import {
  directDebitLogo,
  headingLevels,
  imageClassNames,
  logoImageWidth,
  nextOrderedListType,
  orderedListTypeLabels,
  type HeadingLevel,
} from '@backoffice/domain/model';
import { orderedListAround } from '../extensions/OrderedListNumbering';
import { isInTemplateTable } from '../extensions/TemplateTables';
import type { TemplateEditorDialog } from '../model/templateEditorDialogs';
import { toolbar, toolbarButton, toolbarGroup, toolbarSeparator } from './TemplateEditor.css';
import { templateEditorIcons as icons } from './TemplateEditorIcons';
import { useEditorStateOnNextFrame } from './useEditorStateOnNextFrame';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as people read it ("Ctrl+B", "⌘B") and as aria-keyshortcuts names it. */
function shortcut(keys: string): { label: string; aria: string } {
  const parts = keys.split('+');
  const label = parts
    .map((part) => (part === 'Mod' ? (isMac ? '⌘' : 'Ctrl') : part === 'Alt' && isMac ? '⌥' : part))
    .join(isMac ? '' : '+');
  const aria = parts
    .map((part) => (part === 'Mod' ? (isMac ? 'Meta' : 'Control') : part))
    .join('+');
  return { label, aria };
}

function tip(name: string, keys?: string) {
  return keys ? `${name} (${shortcut(keys).label})` : name;
}

interface ToolbarControlProps {
  name: string;
  keys?: string;
  children: ReactNode;
  weight?: 'bold' | 'italic' | 'underline' | 'plain';
}

function ToolbarAction({
  name,
  keys,
  children,
  weight,
  onPress,
  isDisabled,
}: ToolbarControlProps & { onPress: () => void; isDisabled?: boolean }) {
  return (
    <Tooltip content={tip(name, keys)}>
      <Button
        aria-label={name}
        aria-keyshortcuts={keys ? shortcut(keys).aria : undefined}
        className={toolbarButton({ weight })}
        onPress={onPress}
        isDisabled={isDisabled}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function ToolbarToggle({
  name,
  keys,
  children,
  weight,
  isSelected,
  onChange,
}: ToolbarControlProps & { isSelected: boolean; onChange: () => void }) {
  return (
    <Tooltip content={tip(name, keys)}>
      <ToggleButton
        aria-label={name}
        aria-keyshortcuts={keys ? shortcut(keys).aria : undefined}
        className={toolbarButton({ weight })}
        isSelected={isSelected}
        onChange={onChange}
      >
        {children}
      </ToggleButton>
    </Tooltip>
  );
}

type TextStyle = 'paragraph' | `heading-${HeadingLevel}`;

/** What the toolbar shows of the cursor's place: pressed states and the controls offered. */
function toolbarStateOf(editor: Editor) {
  const heading = headingLevels.find((level) => editor.isActive('heading', { level }));
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    textStyle: (heading
      ? `heading-${heading}`
      : editor.isActive('paragraph')
        ? 'paragraph'
        : null) as TextStyle | null,
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    numbering: orderedListAround(editor.state)?.type ?? null,
    link: editor.isActive('link'),
    inTable: isInTemplateTable(editor.state),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type ToolbarState = ReturnType<typeof toolbarStateOf>;

function sameToolbarState(current: ToolbarState, next: ToolbarState) {
  return (Object.keys(next) as (keyof ToolbarState)[]).every((key) => current[key] === next[key]);
}

export interface TemplateEditorToolbarProps {
  editor: Editor;
  onOpenDialog: (dialog: Exclude<TemplateEditorDialog, 'none'>) => void;
  onOpenLink: () => void;
}

/**
 * The toolbar of platform-shell.md section 2.12 as an ARIA toolbar: one tab stop, arrow keys
 * between controls, pressed states for what applies at the cursor, shortcuts in the tooltips.
 * The states follow the editor in the animation frame after an edit, not inside the keystroke,
 * and the toolbar re-renders only when one of them changed.
 */
export const TemplateEditorToolbar = memo(function TemplateEditorToolbar({
  editor,
  onOpenDialog,
  onOpenLink,
}: TemplateEditorToolbarProps) {
  const state = useEditorStateOnNextFrame(editor, toolbarStateOf, sameToolbarState);
  const chain = () => editor.chain().focus();

  const setTextStyle = (keys: Set<Key>) => {
    const [style] = [...keys] as TextStyle[];
    if (style === 'paragraph') chain().setParagraph().run();
    else if (style)
      chain()
        .setHeading({ level: Number(style.slice(-1)) as HeadingLevel })
        .run();
  };

  return (
    <Toolbar aria-label="Formatting" className={toolbar}>
      <Group aria-label="History" className={toolbarGroup}>
        <ToolbarAction
          name="Undo"
          keys="Mod+Z"
          isDisabled={!state.canUndo}
          onPress={() => chain().undo().run()}
        >
          {icons.undo}
        </ToolbarAction>
        <ToolbarAction
          name="Redo"
          keys="Mod+Shift+Z"
          isDisabled={!state.canRedo}
          onPress={() => chain().redo().run()}
        >
          {icons.redo}
        </ToolbarAction>
      </Group>
      <Separator orientation="vertical" className={toolbarSeparator} />
      <Group aria-label="Text formatting" className={toolbarGroup}>
        <ToolbarToggle
          name="Bold"
          keys="Mod+B"
          weight="bold"
          isSelected={state.bold}
          onChange={() => chain().toggleBold().run()}
        >
          B
        </ToolbarToggle>
        <ToolbarToggle
          name="Italic"
          keys="Mod+I"
          weight="italic"
          isSelected={state.italic}
          onChange={() => chain().toggleItalic().run()}
        >
          I
        </ToolbarToggle>
        <ToolbarToggle
          name="Underline"
          keys="Mod+U"
          weight="underline"
          isSelected={state.underline}
          onChange={() => chain().toggleUnderline().run()}
        >
          U
        </ToolbarToggle>
      </Group>
      <Separator orientation="vertical" className={toolbarSeparator} />
      <ToggleButtonGroup
        aria-label="Text style"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={state.textStyle ? [state.textStyle] : []}
        onSelectionChange={setTextStyle}
        className={toolbarGroup}
      >
        <Tooltip content={tip('Paragraph', 'Mod+Alt+0')}>
          <ToggleButton
            id="paragraph"
            aria-label="Paragraph"
            aria-keyshortcuts={shortcut('Mod+Alt+0').aria}
            className={toolbarButton()}
          >
            <span aria-hidden="true">¶</span>
          </ToggleButton>
        </Tooltip>
        {headingLevels.map((level) => (
          <Tooltip key={level} content={tip(`Heading ${level}`, `Mod+Alt+${level}`)}>
            <ToggleButton
              id={`heading-${level}`}
              aria-label={`Heading ${level}`}
              aria-keyshortcuts={shortcut(`Mod+Alt+${level}`).aria}
              className={toolbarButton()}
            >
              <span aria-hidden="true">H{level}</span>
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Separator orientation="vertical" className={toolbarSeparator} />
      <Group aria-label="Lists" className={toolbarGroup}>
        <ToolbarToggle
          name="Bullet list"
          keys="Mod+Shift+8"
          isSelected={state.bulletList}
          onChange={() => chain().toggleBulletList().run()}
        >
          {icons.bulletList}
        </ToolbarToggle>
        <ToolbarToggle
          name="Numbered list"
          keys="Mod+Shift+7"
          isSelected={state.orderedList}
          onChange={() => chain().toggleOrderedList().run()}
        >
          {icons.orderedList}
        </ToolbarToggle>
        {state.numbering ? (
          <ToolbarAction
            name={`Numbering ${orderedListTypeLabels[state.numbering]}: change to ${orderedListTypeLabels[nextOrderedListType(state.numbering)]}`}
            onPress={() => chain().cycleOrderedListNumbering().run()}
          >
            {`${state.numbering}.`}
          </ToolbarAction>
        ) : null}
      </Group>
      <Separator orientation="vertical" className={toolbarSeparator} />
      <Group aria-label="Insert" className={toolbarGroup}>
        <ToolbarToggle name="Link" keys="Mod+K" isSelected={state.link} onChange={onOpenLink}>
          {icons.link}
        </ToolbarToggle>
        <ToolbarAction name="Image" onPress={() => onOpenDialog('image')}>
          {icons.image}
        </ToolbarAction>
        <ToolbarAction name="Lender logo" onPress={() => onOpenDialog('logo')}>
          {icons.logo}
        </ToolbarAction>
        <ToolbarAction
          name="Direct debit image"
          onPress={() =>
            chain()
              .insertTemplateImage({
                src: directDebitLogo.src,
                width: logoImageWidth,
                className: imageClassNames.directDebitLogo,
                alt: directDebitLogo.alt,
              })
              .run()
          }
        >
          {icons.directDebit}
        </ToolbarAction>
        <ToolbarAction name="Horizontal line" onPress={() => chain().setHorizontalRule().run()}>
          {icons.horizontalRule}
        </ToolbarAction>
        <ToolbarAction
          name="Page break"
          keys="Mod+Alt+Enter"
          onPress={() => chain().insertPageBreak().run()}
        >
          {icons.pageBreak}
        </ToolbarAction>
        {state.inTable ? (
          <>
            <ToolbarAction name="Add row" onPress={() => chain().addTemplateRow().run()}>
              {icons.addRow}
            </ToolbarAction>
            <ToolbarAction name="Delete row" onPress={() => chain().deleteTemplateRow().run()}>
              {icons.deleteRow}
            </ToolbarAction>
            <ToolbarAction name="Delete table" onPress={() => chain().deleteTemplateTable().run()}>
              {icons.deleteTable}
            </ToolbarAction>
          </>
        ) : (
          <ToolbarAction name="Table" onPress={() => onOpenDialog('table')}>
            {icons.table}
          </ToolbarAction>
        )}
      </Group>
    </Toolbar>
  );
});
