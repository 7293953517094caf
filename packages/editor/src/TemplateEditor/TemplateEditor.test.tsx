import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { ThemeProvider } from '@backoffice/ui';
import { readDocumentTemplate, writeTemplateHtml } from '@backoffice/domain/model';
import { TemplateEditor, type TemplateEditorHandle } from './TemplateEditor';

function renderEditor(
  initial = '<p>Hello</p>',
  props: Partial<Parameters<typeof TemplateEditor>[0]> = {},
) {
  const ref = createRef<TemplateEditorHandle>();
  const onChange = vi.fn();
  render(
    <ThemeProvider theme="light">
      <TemplateEditor
        ref={ref}
        documentType="retailer_operating_agreement"
        initialHtml={initial}
        onChange={onChange}
        {...props}
      />
    </ThemeProvider>,
  );
  return { ref, onChange, html: () => ref.current?.getHtml().split('\n').slice(1).join('\n') };
}

async function textbox() {
  return screen.findByRole('textbox', { name: 'Document text' });
}

describe('TemplateEditor', () => {
  it('shows the text, the toolbar and the variable groups of the document type', async () => {
    renderEditor();
    expect(await textbox()).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const textStyle = within(toolbar).getByRole('radiogroup', { name: 'Text style' });
    expect(within(textStyle).getByRole('radio', { name: 'Paragraph' })).toBeChecked();
    expect(
      within(textStyle)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Paragraph', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5']);
    for (const name of [
      'Undo',
      'Redo',
      'Bold',
      'Italic',
      'Underline',
      'Bullet list',
      'Numbered list',
      'Link',
      'Image',
      'Lender logo',
      'Direct debit image',
      'Horizontal line',
      'Page break',
      'Table',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    // The numbering cycler shows only inside a numbered list.
    expect(within(toolbar).queryByRole('button', { name: /^Numbering/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retailer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Lender' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Trading name retailer_name' })).toBeInTheDocument();
  });

  it('inserts a variable from the palette at the cursor, written as {{ name }}', async () => {
    const user = userEvent.setup();
    const { html } = renderEditor();
    await textbox();
    await user.click(screen.getByRole('button', { name: 'Trading name retailer_name' }));
    expect(html()).toBe('<p>{{ retailer_name }}Hello</p>');
    // A block variable goes in a paragraph of its own.
    await user.click(screen.getByRole('button', { name: 'Signature retailer_signature' }));
    expect(html()).toContain('<p>{{ retailer_signature }}</p>');
  });

  it('holds every node and mark of the model unchanged (the editor schema is the model)', async () => {
    const html = [
      '<h1>Title <u>underlined</u></h1>',
      '<h5>Small</h5>',
      '<p>Dear {{ retailer_contact }},<br><strong><em>bold italic</em></strong> and <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer"><strong>a link</strong></a> &#123;&#123; typed }}  two spaces</p>',
      '<ol type="I"><li><p>one</p><ul><li><p>nested</p></li></ul></li><li><p>two</p><p>more</p></li></ol>',
      '<hr>',
      '<div class="ldm-page-break"></div>',
      '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><h3>Fee</h3></div><div class="ldm-col-2"><p>{{ lender_interest_rate }}</p><hr></div></div></div>',
      '<div class="dd-template"><div class="dd-row"><div class="ldm-col-1"><p><img src="/document-images/direct-debit.svg" width="150" class="dd-logo" alt="Direct Debit"></p></div><div class="ldm-col-2"><ol type="a"><li><p>x</p></li></ol></div></div></div>',
      '<p>{{ retailer_signature }}</p>',
    ].join('\n');
    const { ref } = renderEditor(html);
    await textbox();
    expect(ref.current?.getTemplate()).toEqual(
      readDocumentTemplate(html, 'retailer_operating_agreement'),
    );
    expect(ref.current?.getHtml().split('\n').slice(1).join('\n')).toBe(html);
  });

  it('shows the placeholder in an empty editor', async () => {
    renderEditor('');
    const editor = await textbox();
    expect(editor.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Please enter your text here.',
    );
  });

  it('opens Create Table with Confirm disabled until a style is chosen, and inserts the chosen table', async () => {
    const user = userEvent.setup();
    const { html } = renderEditor();
    await textbox();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Table' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Direct debit/ }));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(html()).toContain(
      '<div class="dd-template"><div class="dd-row"><div class="ldm-col-1"><p></p></div><div class="ldm-col-2"><p></p></div></div>',
    );
    // Inside a table the table button gives way to row actions.
    expect(await screen.findByRole('button', { name: 'Add row' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  });

  it('opens Upload Image with an empty URL and width 150, Confirm disabled while either is empty', async () => {
    const user = userEvent.setup();
    const { html } = renderEditor();
    await textbox();
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Image' });
    const url = within(dialog).getByRole('textbox', { name: 'Image URL' });
    const width = within(dialog).getByRole('textbox', { name: 'Width (px)' });
    expect(url).toHaveValue('');
    expect(width).toHaveValue('150');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(url, 'https://cdn.example/seal.png');
    expect(confirm).toBeEnabled();
    await user.clear(width);
    await user.tab();
    expect(confirm).toBeDisabled();
    await user.type(width, '200');
    await user.tab();
    await user.click(confirm);
    expect(html()).toContain('<img src="https://cdn.example/seal.png" width="200" alt="">');
    // The dialog's fields start again the next time.
    await user.click(screen.getByRole('button', { name: 'Lender logo' }));
    const logo = await screen.findByRole('dialog', { name: 'Upload Logo' });
    expect(within(logo).getByRole('textbox', { name: 'Logo URL' })).toHaveValue('');
    await user.click(within(logo).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies bold from the toolbar and shows it pressed', async () => {
    const user = userEvent.setup();
    const { ref, html } = renderEditor();
    await textbox();
    act(() => ref.current?.focus());
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    // The editor takes focus back on the next animation frame; a person types once it has it.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('contenteditable', 'true'));
    await user.keyboard('Hi');
    expect(html()).toBe('<p><strong>Hi</strong>Hello</p>');
    // The toolbar follows the text in the next animation frame.
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  });

  it('tells the page the template a moment after an edit', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor();
    await textbox();
    await user.click(screen.getByRole('button', { name: 'Trading name retailer_name' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(writeTemplateHtml(onChange.mock.calls.at(-1)![0])).toContain('{{ retailer_name }}Hello');
    expect(screen.getByText('2 words · 6 characters · 1 variable')).toBeInTheDocument();
  });

  it('moves between toolbar controls with the arrow keys, one tab stop for the whole toolbar', async () => {
    const user = userEvent.setup();
    renderEditor();
    await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(screen.getByRole('searchbox', { name: 'Find a variable' }));
    // Past the variable groups' buttons, the toolbar is one stop.
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    act(() => bold.focus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    // Undo and Redo are disabled with nothing to undo, so Bold is the first stop.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(bold).toHaveFocus();
    await user.tab();
    expect(await textbox()).toHaveFocus();
  });

  it('makes a numbered list and cycles its numbering 1, A, a, I, i', async () => {
    const user = userEvent.setup();
    const { ref, html } = renderEditor('<p>First</p>');
    await textbox();
    act(() => ref.current?.focus());
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(html()).toBe('<ol><li><p>First</p></li></ol>');
    const cycler = await screen.findByRole('button', {
      name: 'Numbering 1, 2, 3: change to A, B, C',
    });
    await user.click(cycler);
    expect(html()).toBe('<ol type="A"><li><p>First</p></li></ol>');
    for (const next of ['a, b, c', 'I, II, III', 'i, ii, iii']) {
      await user.click(
        await screen.findByRole('button', {
          name: new RegExp(`change to ${next.replace(/[,]/g, ',')}$`),
        }),
      );
    }
    expect(html()).toBe('<ol type="i"><li><p>First</p></li></ol>');
  });

  it('asks for the URL and, without selected text, the text of a link; empty cancels', async () => {
    const user = userEvent.setup();
    const { ref, html } = renderEditor('<p>See </p>');
    await textbox();
    act(() => ref.current?.focus());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Enter the URL of the link:' }),
      'https://example.com/terms',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // No text given: nothing is linked.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(html()).toBe('<p>See </p>');
    await user.keyboard('{Control>}k{/Control}');
    dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Enter the URL of the link:' }),
      'https://example.com/terms',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Enter the text for the link:' }),
      'our terms',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The link goes in at the cursor (here the start: jsdom places no selection of its own).
    expect(html()).toBe(
      '<p><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">our terms</a>See </p>',
    );
  });

  it("shows the spec's read error instead of the editor for HTML it cannot read", async () => {
    renderEditor('<p>Hi</p><marquee>x</marquee>');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('HTML element is null');
    expect(alert).toHaveTextContent(
      'This template holds an element the editor cannot show: <marquee>.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a read-only template without toolbar or variables', async () => {
    renderEditor('<h1>Agreement</h1>', { isReadOnly: true });
    const editor = await textbox();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Variables' })).not.toBeInTheDocument();
  });
});
