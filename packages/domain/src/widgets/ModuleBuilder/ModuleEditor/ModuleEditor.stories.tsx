import { makeCreditPolicyModule, makePolicyRule, mockDataKeys } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moduleDraftOf } from '../../../model/policy';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor';

const module = makeCreditPolicyModule();

const meta = {
  title: 'Domain/ModuleBuilder/ModuleEditor',
  component: ModuleEditor,
  tags: ['autodocs'],
  args: {
    heading: `${module.name} (${module.module_id})`,
    saved: moduleDraftOf(module),
    module,
    dataKeys: mockDataKeys,
    onSave: fn<ModuleEditorProps['onSave']>(() => Promise.resolve()),
    isSaving: false,
    onTerminationChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ModuleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Edit' });

/** A saved module as its author first sees it: summary and rules, with Edit. */
export const Viewing: Story = {};

/** Read-only (a viewer): termination rules cannot be ticked from the list. */
export const ReadOnlyTermination: Story = {
  args: { onTerminationChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Termination Rules' }));
    await expect(canvas.getByRole('checkbox', { name: '1. Minimum credit score' })).toBeDisabled();
  },
};

/** Editing: the name field, the checks and the Providers table appear; Save waits for a change. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'Providers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The create view: the New Module draft, always editing, with no rules yet. */
export const NewModule: Story = {
  args: {
    heading: 'Affordability (unsaved)',
    saved: { name: 'Affordability', lender_id: 2, rules: [] },
    module: undefined,
    isNew: true,
    onTerminationChange: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rules')).toBeVisible();
  },
};

/** The JSON mode while the text does not parse: Constructor and Save are off. */
export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.click(canvas.getByRole('tab', { name: 'JSON' }));
    const json = canvas.getByRole('textbox', { name: /Module JSON/ });
    await userEvent.clear(json);
    await userEvent.type(json, '{{ "name": ');
    await userEvent.tab();
    await expect(await canvas.findByText(/^The JSON is not valid/)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Constructor' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Save pressed with a condition missing its data key: the problems are named, nothing is sent. */
export const DraftProblems: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add a condition' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // In the document at once; visible only once its alert has faded in.
    await expect(
      await canvas.findByText('Rule 1, condition 2: Choose a data key.'),
    ).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A module whose rules never terminate: Save asks before saving it anyway. */
export const SaveWithFindings: Story = {
  args: {
    saved: moduleDraftOf(makeCreditPolicyModule({ rules: [makePolicyRule()] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), ' v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
        name: 'The checks are failing',
      }),
    ).toBeInTheDocument();
  },
};

/** The create view while the server saves it: Save shows progress. */
export const Saving: Story = {
  args: { ...NewModule.args, isSaving: true },
};

/** The server refused the save: its message, with the draft kept. */
export const SaveError: Story = {
  args: {
    saveError: 'A module with this name already exists for lender 2.',
    onSave: fn<ModuleEditorProps['onSave']>(() => Promise.reject(new Error('Conflict'))),
  },
};

/** A long unbroken name wraps instead of widening the page. */
export const LongName: Story = {
  args: {
    heading: `${'Affordability'.repeat(12)} (7)`,
    saved: { ...moduleDraftOf(module), name: 'Affordability'.repeat(12) },
  },
};
