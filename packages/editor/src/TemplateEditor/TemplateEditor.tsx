import { EditorContent, useEditor } from '@tiptap/react';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Alert, Grid, GridItem, Stack } from '@backoffice/ui';
import {
  countTemplate,
  imageClassNames,
  normaliseTemplate,
  readDocumentTemplate,
  TemplateReadError,
  variableGroupsFor,
  variablesFor,
  writeTemplateHtml,
  type DocumentType,
  type TemplateCounts,
  type TemplateDoc,
  type TemplateVariableDefinition,
} from '@backoffice/domain/model';
import { templateExtensions } from '../extensions/templateExtensions';
import type {
  VariableSuggestionBridge,
  VariableSuggestionState,
} from '../extensions/VariableSuggestion';
import {
  initialTemplateEditorDialogState,
  templateEditorDialogReducer,
  type TemplateEditorDialog,
} from '../model/templateEditorDialogs';
import { content, editorColumn, statusBar } from './TemplateEditor.css';
import { TemplateEditorDialogs, TemplateLinkDialog } from './TemplateEditorDialogs';
import { TemplateEditorToolbar } from './TemplateEditorToolbar';
import { TemplateVariableMenu, variableOptionId } from './TemplateVariableMenu';
import { TemplateVariablePanel } from './TemplateVariablePanel';

/** What a page asks the editor for when it saves. */
export interface TemplateEditorHandle {
  /** The template as it stands, in the model's canonical form. */
  getTemplate: () => TemplateDoc;
  /** The template's HTML, as the documents service stores it. */
  getHtml: () => string;
  focus: () => void;
}

export interface TemplateEditorProps {
  /** The document's type: it decides the variables offered. */
  documentType: DocumentType;
  /**
   * The template's HTML as the documents service stores it; give the editor a new `key` to start
   * again. HTML that cannot be read shows the spec's read error instead of the editor.
   */
  initialHtml: string;
  /** Shows the template without toolbar, variables or editing (the version viewer). */
  isReadOnly?: boolean;
  /** Called a moment after edits stop, with the template as it then stands. */
  onChange?: (template: TemplateDoc) => void;
  /** The right-hand two columns: checks, version details. */
  aside?: ReactNode;
  /** The accessible name of the text. */
  label?: string;
  className?: string;
}

/** How long after the last edit onChange and the counts follow. */
const CHANGE_DELAY_MS = 300;

function formatCounts({ words, characters, variables }: TemplateCounts) {
  const plural = (count: number, word: string) =>
    `${count.toLocaleString('en-GB')} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(words, 'word')} · ${plural(characters, 'character')} · ${plural(variables, 'variable')}`;
}

/**
 * The rich-text template editor of lender documents (platform-shell.md section 2.12): the
 * variable groups of the document's type on the left (2 of 12 columns), the toolbar and the
 * text (8 columns), and the page's aside (2 columns). `{{` offers variables as they are typed.
 */
export const TemplateEditor = forwardRef<TemplateEditorHandle, TemplateEditorProps>(
  function TemplateEditor({ initialHtml, ...props }, ref) {
    const read = useMemo(() => {
      try {
        return { template: readDocumentTemplate(initialHtml, props.documentType) };
      } catch (error) {
        if (error instanceof TemplateReadError) return { error };
        throw error;
      }
    }, [initialHtml, props.documentType]);
    if (read.error) {
      return (
        <Alert tone="critical" title={read.error.message}>
          {read.error.problem === 'unknown-element'
            ? `This template holds an element the editor cannot show: ${read.error.detail}.`
            : read.error.problem === 'unknown-variable'
              ? `This template uses ${read.error.detail}, which is not a variable of this document type.`
              : `This template holds an image without an address (${read.error.detail}).`}
        </Alert>
      );
    }
    return <TemplateEditorBody ref={ref} initialTemplate={read.template} {...props} />;
  },
);

interface TemplateEditorBodyProps extends Omit<TemplateEditorProps, 'initialHtml'> {
  initialTemplate: TemplateDoc;
}

const TemplateEditorBody = forwardRef<TemplateEditorHandle, TemplateEditorBodyProps>(
  function TemplateEditorBody(
    {
      documentType,
      initialTemplate,
      isReadOnly = false,
      onChange,
      aside,
      label = 'Document text',
      className,
    },
    ref,
  ) {
    const variables = useMemo(() => variablesFor(documentType), [documentType]);
    const groups = useMemo(() => variableGroupsFor(documentType), [documentType]);
    const menuId = useId();
    const [dialogs, dispatch] = useReducer(
      templateEditorDialogReducer,
      initialTemplateEditorDialogState,
    );
    const [link, setLink] = useState<{ href: string | null; needsText: boolean } | null>(null);
    const [suggestion, setSuggestion] = useState<VariableSuggestionState | null>(null);
    const [activeIndex, setActiveIndex] = useState(0);
    const [counts, setCounts] = useState(() => countTemplate(initialTemplate));

    // The plugins read the latest menu state through refs; they are created once per editor.
    const suggestionRef = useRef<{ state: VariableSuggestionState | null; index: number }>({
      state: null,
      index: 0,
    });
    const onChangeRef = useRef(onChange);
    const openLinkRef = useRef<() => void>(() => undefined);

    const bridge = useMemo<VariableSuggestionBridge>(
      () => ({
        onChange: (state) => {
          setSuggestion(state);
          setActiveIndex(0);
        },
        onKeyDown: (event) => {
          const { state, index } = suggestionRef.current;
          if (!state || state.items.length === 0) return false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActiveIndex((index + step + state.items.length) % state.items.length);
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            const chosen = state.items[index];
            if (chosen) state.choose(chosen);
            return true;
          }
          return false;
        },
      }),
      [],
    );

    const editor = useEditor(
      {
        extensions: templateExtensions({ variables, suggestionBridge: bridge }),
        content: initialTemplate,
        editable: !isReadOnly,
        immediatelyRender: false,
        shouldRerenderOnTransaction: false,
        editorProps: {
          attributes: {
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-label': label,
            ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
          },
          handleKeyDown: (_view, event) => {
            if (
              (event.ctrlKey || event.metaKey) &&
              !event.altKey &&
              event.key.toLowerCase() === 'k'
            ) {
              openLinkRef.current();
              return true;
            }
            return false;
          },
        },
      },
      [documentType, isReadOnly],
    );

    // Counting and telling the page run a moment after typing stops, never inside a keystroke.
    useEffect(() => {
      if (!editor) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const changed = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const template = normaliseTemplate(editor.getJSON());
          setCounts(countTemplate(template));
          onChangeRef.current?.(template);
        }, CHANGE_DELAY_MS);
      };
      editor.on('update', changed);
      return () => {
        clearTimeout(timer);
        editor.off('update', changed);
      };
    }, [editor]);

    // While the autocomplete menu is open the text names it and its active option.
    useEffect(() => {
      if (!editor || editor.isDestroyed) return;
      const dom = editor.view.dom;
      const isOpen = !!suggestion && suggestion.items.length > 0;
      dom.setAttribute('aria-autocomplete', 'list');
      if (isOpen) {
        dom.setAttribute('aria-controls', menuId);
        dom.setAttribute('aria-activedescendant', variableOptionId(menuId, activeIndex));
      } else {
        dom.removeAttribute('aria-controls');
        dom.removeAttribute('aria-activedescendant');
      }
    }, [editor, suggestion, activeIndex, menuId]);

    useLayoutEffect(() => {
      suggestionRef.current = { state: suggestion, index: activeIndex };
      onChangeRef.current = onChange;
      openLinkRef.current = () => {
        if (!editor) return;
        const href = (editor.getAttributes('link').href as string | undefined) ?? null;
        setLink({ href, needsText: editor.state.selection.empty && !href });
      };
    });

    useImperativeHandle(
      ref,
      () => ({
        getTemplate: () => normaliseTemplate(editor?.getJSON() ?? initialTemplate),
        getHtml: () => writeTemplateHtml(normaliseTemplate(editor?.getJSON() ?? initialTemplate)),
        focus: () => editor?.commands.focus(),
      }),
      [editor, initialTemplate],
    );

    // Stable callbacks, so that the memoised toolbar and palette skip the editor's re-renders.
    const insertVariable = useCallback(
      (variable: TemplateVariableDefinition) =>
        editor?.chain().focus().insertTemplateVariable(variable.name).run(),
      [editor],
    );
    const openDialog = useCallback(
      (dialog: Exclude<TemplateEditorDialog, 'none'>) => dispatch({ type: 'open', dialog }),
      [],
    );
    const openLink = useCallback(() => openLinkRef.current(), []);

    const closeLink = () => {
      setLink(null);
      editor?.commands.focus();
    };

    const showTools = !isReadOnly && editor;
    return (
      <Grid className={className}>
        {showTools ? (
          <GridItem span={2}>
            <TemplateVariablePanel groups={groups} onInsert={insertVariable} />
          </GridItem>
        ) : null}
        <GridItem span={12 - (showTools ? 2 : 0) - (aside ? 2 : 0)} className={editorColumn}>
          {showTools ? (
            <TemplateEditorToolbar
              editor={editor}
              onOpenDialog={openDialog}
              onOpenLink={openLink}
            />
          ) : null}
          <EditorContent editor={editor} className={content} />
          <div className={statusBar}>
            <span>{formatCounts(counts)}</span>
          </div>
        </GridItem>
        {aside ? (
          <GridItem span={2}>
            <Stack gap="150">{aside}</Stack>
          </GridItem>
        ) : null}
        {suggestion && !isReadOnly ? (
          <TemplateVariableMenu id={menuId} suggestion={suggestion} activeIndex={activeIndex} />
        ) : null}
        <TemplateEditorDialogs
          state={dialogs}
          dispatch={(action) => {
            dispatch(action);
            if (action.type === 'close') editor?.commands.focus();
          }}
          onImage={({ src, width, isLogo }) =>
            editor
              ?.chain()
              .focus()
              .insertTemplateImage({
                src,
                width,
                className: isLogo ? imageClassNames.lenderLogo : null,
                alt: isLogo ? 'Lender logo' : '',
              })
              .run()
          }
          onTable={(style) => editor?.chain().focus().insertTemplateTable(style).run()}
        />
        <TemplateLinkDialog
          isOpen={link !== null}
          currentHref={link?.href ?? null}
          needsText={link?.needsText ?? false}
          onClose={closeLink}
          onRemove={() => {
            editor?.chain().focus().extendMarkRange('link').unsetLink().run();
            setLink(null);
          }}
          onConfirm={({ href, text }) => {
            if (link?.needsText) {
              editor
                ?.chain()
                .focus()
                .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
            }
            setLink(null);
          }}
        />
      </Grid>
    );
  },
);
