import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, perPage: 25, total: 1234, onPageChange: fn(), onPerPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 20 } };
export const LastPage: Story = { args: { page: 50 } };
export const FewPages: Story = { args: { total: 40, perPage: 10, page: 2 } };
export const WithoutPerPage: Story = { args: { onPerPageChange: undefined } };
export const NothingToPage: Story = { args: { total: 0 } };

export const Interactive: Story = {
  render: function InteractivePagination(args) {
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(25);
    return (
      <Pagination
        {...args}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(value) => {
          setPerPage(value);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(canvas.getByRole('button', { name: 'Page 50' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Showing 1,226–1,234 of 1,234')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Per page' }), '10');
    await expect(canvas.getByText('Showing 1–10 of 1,234')).toBeInTheDocument();
  },
};

export const NarrowContainer: Story = {
  args: { page: 7 },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Pagination {...args} />
    </div>
  ),
};

/** A report whose count stopped at its cap: no Last, and pages run on while the server has more. */
export const CappedTotal: Story = {
  args: { total: 10_000, isTotalCapped: true, hasNextPage: true, page: 400 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 9,976–10,000 of 10,000+')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(401);
  },
};

/** Next and Previous follow the server's cursors; page numbers still jump. */
export const ByCursor: Story = {
  args: { page: 2, hasNextPage: true, onNextPage: fn(), onPreviousPage: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onNextPage).toHaveBeenCalledTimes(1);
    await expect(args.onPreviousPage).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** The server has no page after this one, whatever the count says. */
export const LastPageOfTheServer: Story = {
  args: { page: 5, total: 10_000, isTotalCapped: true, hasNextPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
