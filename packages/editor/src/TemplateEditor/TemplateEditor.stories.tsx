import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { makeDocument, sampleDocumentContent } from '@backoffice/api-client/mocks';
import { TemplateEditor } from './TemplateEditor';

const directDebitMandate = makeDocument({
  document_type: 'direct_debit',
  content: [
    '<h1>Direct Debit Instruction</h1>',
    '<p><img src="/document-images/direct-debit.svg" width="150" class="dd-logo" alt="Direct Debit">Please pay {{ lender_name }} Direct Debits from the account detailed in this Instruction.</p>',
    '<div class="dd-template">',
    '<div class="dd-row"><div class="ldm-col-1"><p><strong>Name of account holder</strong></p></div><div class="ldm-col-2"><p>{{ bank_account_name }}</p></div></div>',
    '<div class="dd-row"><div class="ldm-col-1"><p><strong>Sort code</strong></p></div><div class="ldm-col-2"><p>{{ bank_sort_code }}</p></div></div>',
    '</div>',
  ].join(''),
}).content as string;

/** The editor's text area in a story. */
const textOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Document text' });

/**
 * Makes `range` the browser's selection and waits until the browser reports the change: the
 * editor listened first, so by then it has taken the selection over.
 */
async function select(text: HTMLElement, range: Range) {
  text.focus();
  const reported = new Promise((resolve) =>
    document.addEventListener('selectionchange', resolve, { once: true }),
  );
  const selection = window.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
  await reported;
}

/** Puts the cursor at the end of the text (keyboard navigation is beyond simulated events). */
async function focusEnd(canvasElement: HTMLElement) {
  const text = await textOf(canvasElement);
  const range = document.createRange();
  range.selectNodeContents(text.lastElementChild ?? text);
  range.collapse(false);
  await select(text, range);
  return text;
}

/** Selects the first occurrence of `words` in the text. */
async function selectWords(text: HTMLElement, words: string) {
  const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = node.textContent?.indexOf(words) ?? -1;
    if (index >= 0) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + words.length);
      await select(text, range);
      return;
    }
  }
  throw new Error(`"${words}" is not in the text`);
}

const meta = {
  title: 'Editor/TemplateEditor',
  component: TemplateEditor,
  tags: ['autodocs'],
  args: {
    documentType: 'retailer_operating_agreement',
    initialHtml: sampleDocumentContent,
    onChange: fn(),
  },
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OperatingAgreement: Story = {};

export const Empty: Story = {
  args: { initialHtml: '' },
  play: async ({ canvasElement }) => {
    const text = await textOf(canvasElement);
    await expect(text.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Please enter your text here.',
    );
  },
};

export const DirectDebitMandate: Story = {
  args: { documentType: 'direct_debit', initialHtml: directDebitMandate },
  play: async ({ canvas }) => {
    // The direct debit type offers the bank group, open.
    await expect(canvas.getByRole('button', { name: 'Bank' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const ReadOnlyVersion: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await textOf(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const LongUnbrokenText: Story = {
  args: {
    initialHtml: `<h2>${'Supercalifragilisticexpialidocious'.repeat(6)}</h2><p>${'https://example.com/'.concat('a'.repeat(180))}</p>`,
  },
};

export const ReadErrorUnknownElement: Story = {
  args: { initialHtml: '<p>Terms</p><marquee>Special offer</marquee>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('HTML element is null');
  },
};

export const ReadErrorUnknownVariable: Story = {
  args: { initialHtml: '<p>Shoe size {{ consumer_shoe_size }}</p>' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not get src from map');
    await expect(alert).toHaveTextContent('{{ consumer_shoe_size }}');
  },
};

export const FormattingByKeyboard: Story = {
  args: { initialHtml: '<p></p>' },
  play: async ({ canvas, canvasElement }) => {
    const text = await focusEnd(canvasElement);
    await userEvent.keyboard('{Control>}{Alt>}1{/Alt}{/Control}Agreement{Enter}');
    await userEvent.keyboard('{Control>}b{/Control}Bold {Control>}b{/Control}');
    await userEvent.keyboard('{Control>}i{/Control}italic {Control>}i{/Control}');
    await userEvent.keyboard('{Control>}u{/Control}underlined');
    // The toolbar follows the text in the next animation frame.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Underline' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(text.querySelector('h1')).toHaveTextContent('Agreement');
    await expect(text.querySelector('strong')).toHaveTextContent('Bold');
    await expect(text.querySelector('em')).toHaveTextContent('italic');
    await expect(text.querySelector('u')).toHaveTextContent('underlined');
    // Shift+Enter breaks the line without a new paragraph.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}next line');
    await waitFor(() => expect(text.querySelectorAll('p')).toHaveLength(1));
    await waitFor(() => expect(text.querySelector('p br')).not.toBeNull());
    await userEvent.keyboard('{Control>}z{/Control}');
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await waitFor(() => expect(redo).toBeEnabled());
    // How much one undo takes back depends on typing speed (the history groups edits made in
    // quick succession), so the story redoes all of it and ends on the whole text.
    for (let step = 0; step < 20 && !redo.hasAttribute('disabled'); step += 1) {
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    }
    await waitFor(() => expect(redo).toBeDisabled());
    await expect(text).toHaveTextContent('next line');
  },
};

export const NumberedListNumbering: Story = {
  args: { initialHtml: '<p></p>' },
  play: async ({ canvas, canvasElement }) => {
    const text = await focusEnd(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await userEvent.keyboard('First{Enter}Second{Tab}Nested');
    await waitFor(() => expect(text.querySelectorAll('ol ol li')).toHaveLength(1));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(text.querySelectorAll('ol ol')).toHaveLength(0));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Numbering 1, 2, 3: change to A, B, C' }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Numbering A, B, C: change to a, b, c' }),
    );
    await expect(text.querySelector('ol')).toHaveAttribute('type', 'a');
  },
};

export const VariablesFromPaletteAndTyping: Story = {
  args: { initialHtml: '<p>Dear </p>' },
  play: async ({ canvas, canvasElement }) => {
    const text = await focusEnd(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact name retailer_contact' }));
    await waitFor(() =>
      expect(text.querySelector('[data-variable="retailer_contact"]')).not.toBeNull(),
    );
    // The text takes focus back from the palette on the next animation frame; a person types
    // once it has it.
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard(', {{{{trad');
    const menu = await screen.findByRole('listbox', { name: 'Variables' });
    await expect(within(menu).getAllByRole('option')[0]).toHaveTextContent('Trading name');
    await expect(text).toHaveAttribute(
      'aria-activedescendant',
      within(menu).getAllByRole('option')[0]!.id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(text.querySelector('[data-variable="retailer_name"]')).toHaveTextContent(
      'Trading name',
    );
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // A known variable typed in full becomes a variable too.
    await userEvent.keyboard(' {{{{ lender_name }}');
    await expect(text.querySelector('[data-variable="lender_name"]')).not.toBeNull();
  },
};

export const TablesOfBothStyles: Story = {
  args: { initialHtml: '<p>Costs</p><p>Bank details</p>' },
  play: async ({ canvas, canvasElement }) => {
    const text = await textOf(canvasElement);
    await selectWords(text, 'Costs');
    await userEvent.click(canvas.getByRole('button', { name: 'Table' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Table' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /information sheet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Tab moves from cell to cell; Tab in the last cell adds a row.
    await userEvent.keyboard('APR{Tab}{{{{ lender_interest_rate }}{Tab}Term{Tab}36 months{Tab}Fee');
    await expect(text.querySelectorAll('.ldm-table .ldm-row')).toHaveLength(3);
    await expect(
      text.querySelector('.ldm-row .ldm-col-2 [data-variable="lender_interest_rate"]'),
    ).not.toBeNull();
    // Inside a table the toolbar offers row actions instead of a new table.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete row' }));
    await expect(text.querySelectorAll('.ldm-table .ldm-row')).toHaveLength(2);
    await selectWords(text, 'Bank details');
    await userEvent.click(await canvas.findByRole('button', { name: 'Table' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Table' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Direct debit/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(text.querySelectorAll('.dd-template .dd-row')).toHaveLength(2);
  },
};

export const UploadImageDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    await focusEnd(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Image' });
    await expect(within(dialog).getByRole('textbox', { name: 'Width (px)' })).toHaveValue('150');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Image URL' }),
      'https://cdn.example/seal.png',
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const LenderLogoAndDirectDebitImage: Story = {
  args: { initialHtml: '<p>Logo: </p>' },
  play: async ({ canvas, canvasElement }) => {
    const text = await focusEnd(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lender logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Logo' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Logo URL' }), '/logo.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(text.querySelector('img.lender-logo')).toHaveAttribute('width', '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Direct debit image' }));
    await expect(text.querySelector('img.dd-logo')).toHaveAttribute('alt', 'Direct Debit');
  },
};

export const LinkDialog: Story = {
  args: { initialHtml: '<p>Read the terms</p>' },
  play: async ({ canvasElement }) => {
    const text = await textOf(canvasElement);
    await selectWords(text, 'terms');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    // Text is selected, so only the URL is asked for.
    await expect(
      within(dialog).queryByRole('textbox', { name: 'Enter the text for the link:' }),
    ).not.toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Enter the URL of the link:' }),
      'https://example.com/terms',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const anchor = text.querySelector('a');
    await expect(anchor).toHaveTextContent('terms');
    await expect(anchor).toHaveAttribute('target', '_blank');
  },
};

export const PastedHtml: Story = {
  args: { initialHtml: '<p></p>' },
  play: async ({ canvasElement }) => {
    const text = await focusEnd(canvasElement);
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      'text/html',
      '<b style="font-weight:normal"><p>Pasted for <span style="font-weight:700">{{ retailer_name }}</span>' +
        '<img src="x.png" onerror="window.pasteRan=true"><script>window.pasteRan=true</script></p>' +
        '<table><tr><td>Fee</td><td>£10</td></tr></table></b>',
    );
    text.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(text.querySelector('[data-variable="retailer_name"]')).not.toBeNull(),
    );
    await expect(text.querySelector('.ldm-row .ldm-col-2')).toHaveTextContent('£10');
    await expect(text.querySelector('img')).not.toHaveAttribute('onerror');
    await expect((window as { pasteRan?: boolean }).pasteRan).toBeUndefined();
  },
};

export const ToolbarByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await focusEnd(canvasElement);
    // Shift+Tab from the text reaches the toolbar (one stop), arrows move within it.
    await userEvent.tab({ shift: true });
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    await expect(toolbar.contains(document.activeElement)).toBe(true);
    const last = document.activeElement;
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).not.toBe(last);
    await expect(toolbar.contains(document.activeElement)).toBe(true);
  },
};
