import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReportPagination, type ReportPaginationProps } from './ReportPagination';

/** The pages holding their own page and size, as a report does in the URL. */
function Pages(props: Partial<ReportPaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  const [perPage, setPerPage] = useState(25);
  return (
    <ReportPagination
      aria-label="Orders pages"
      total={120}
      {...props}
      page={page}
      perPage={perPage}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
      onPerPageChange={setPerPage}
    />
  );
}

const meta = {
  title: 'Domain/Report/ReportPagination',
  component: Pages,
  tags: ['autodocs'],
  args: { onPageChange: fn() },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1–25 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CappedTotal: Story = {
  args: { total: 10_000, isTotalCapped: true, hasNextPage: true, page: 400 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 9,976–10,000 of 10,000+')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(401);
  },
};

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

export const LastPageOfTheServer: Story = {
  args: { page: 5, hasNextPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  args: { total: 10_000, isTotalCapped: true, hasNextPage: true, page: 12 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
