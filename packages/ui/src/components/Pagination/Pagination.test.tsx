import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows a window of five pages around the current one and the summary', () => {
    render(<Pagination page={6} perPage={25} total={1234} onPageChange={vi.fn()} />);
    const pages = screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 126–150 of 1,234')).toBeInTheDocument();
  });

  it('moves with First, Previous, Next and Last', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} perPage={10} total={95} onPageChange={onPageChange} />);
    for (const [name, page] of [
      ['First', 1],
      ['Previous', 2],
      ['Next', 4],
      ['Last', 10],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(onPageChange).toHaveBeenLastCalledWith(page);
    }
  });

  it('disables the way back on the first page and the way on at the last', () => {
    const { rerender } = render(
      <Pagination page={1} perPage={10} total={30} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pagination page={3} perPage={10} total={30} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
  });

  describe('a capped total', () => {
    it('reads "of 10,000+", offers no Last and pages on while the server has more', async () => {
      const onPageChange = vi.fn();
      const { rerender } = render(
        <Pagination
          page={400}
          perPage={25}
          total={10_000}
          isTotalCapped
          hasNextPage
          onPageChange={onPageChange}
        />,
      );
      expect(screen.getByText('Showing 9,976–10,000 of 10,000+')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page 401' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenLastCalledWith(401);
      rerender(
        <Pagination
          page={401}
          perPage={25}
          total={10_000}
          isTotalCapped
          hasNextPage={false}
          onPageChange={onPageChange}
        />,
      );
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });

  it('follows cursors with Next and Previous while page numbers still jump', async () => {
    const onPageChange = vi.fn();
    const onNextPage = vi.fn();
    const onPreviousPage = vi.fn();
    render(
      <Pagination
        page={2}
        perPage={25}
        total={300}
        onPageChange={onPageChange}
        onNextPage={onNextPage}
        onPreviousPage={onPreviousPage}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNextPage).toHaveBeenCalledTimes(1);
    expect(onPreviousPage).toHaveBeenCalledTimes(1);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('shows nothing when the total is 0', () => {
    const { container } = render(
      <Pagination page={1} perPage={25} total={0} onPageChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  describe('onPerPageChange', () => {
    it('offers 10, 25 and 50 per page', async () => {
      const onPerPageChange = vi.fn();
      render(
        <Pagination
          page={1}
          perPage={25}
          total={300}
          onPageChange={vi.fn()}
          onPerPageChange={onPerPageChange}
        />,
      );
      const choice = screen.getByRole('combobox', { name: 'Per page' });
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual(['10', '25', '50']);
      await userEvent.selectOptions(choice, '50');
      expect(onPerPageChange).toHaveBeenCalledWith(50);
    });

    it("shows a list's own page size, such as the spec's 100, as chosen and among the choices", async () => {
      render(
        <Pagination
          page={1}
          perPage={100}
          total={300}
          onPageChange={vi.fn()}
          onPerPageChange={vi.fn()}
        />,
      );
      expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('100');
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual(['10', '25', '50', '100']);
    });
  });
});
