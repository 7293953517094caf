import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAsyncList } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Select/SelectItem';
import { ComboBox, type ComboBoxProps } from './ComboBox';

interface Retailer {
  id: number;
  name: string;
}

const retailers: Retailer[] = [
  { id: 101, name: 'Acme Furniture' },
  { id: 102, name: 'Beds Direct' },
  { id: 103, name: 'Acorn Cycles' },
  { id: 104, name: 'Harbour Pianos' },
  { id: 105, name: 'Northern Sofas' },
  { id: 106, name: 'Bright Smile Dental' },
];

/** Stands in for a server search: filters the list after a delay, as a request would. */
async function searchRetailers(filterText: string, signal: AbortSignal): Promise<Retailer[]> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
  const query = filterText.trim().toLowerCase();
  return retailers.filter((retailer) => retailer.name.toLowerCase().includes(query));
}

function AsyncRetailerComboBox(props: Omit<ComboBoxProps<Retailer>, 'children'>) {
  const list = useAsyncList<Retailer>({
    async load({ filterText = '', signal }) {
      return { items: await searchRetailers(filterText, signal) };
    },
  });
  return (
    <ComboBox
      {...props}
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </ComboBox>
  );
}

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<Retailer>,
  tags: ['autodocs'],
  args: {
    label: 'Retailer',
    placeholder: 'Search by name',
    defaultItems: retailers,
    children: (item: Retailer) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
} satisfies Meta<ComboBoxProps<Retailer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Retailer' });
    await userEvent.type(input, 'Ac');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Acorn Cycles' }));
    await expect(args.onChange).toHaveBeenCalledWith(103);
    await expect(input).toHaveValue('Acorn Cycles');
  },
};

export const AsyncItems: Story = {
  render: (args) => <AsyncRetailerComboBox {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Retailer' });
    await userEvent.type(input, 'Sofa');
    await waitFor(
      async () => {
        const options = within(screen.getByRole('listbox')).getAllByRole('option');
        await expect(options.map((option) => option.textContent)).toEqual(['Northern Sofas']);
      },
      { timeout: 3000 },
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, defaultItems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Retailer' }), 'Zebra');
    await expect(await screen.findByRole('listbox')).toHaveTextContent('No results');
  },
};

export const WithDescription: Story = {
  args: { description: 'Type at least part of the trading name' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a retailer from the list' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 101 } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 102 } };

export const Required: Story = { args: { isRequired: true } };

export const LongLabelAndUnbrokenValue: Story = {
  args: {
    label:
      'Retailer whose settlement statements should be regenerated and sent again to every recipient',
    defaultItems: [
      ...retailers,
      { id: 199, name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' },
    ],
    defaultValue: 199,
  },
};

export const NarrowContainer: Story = {
  args: { defaultValue: 106, description: 'Type at least part of the trading name' },
  render: (args) => (
    <div style={{ width: 150 }}>
      <ComboBox {...args} />
    </div>
  ),
};
