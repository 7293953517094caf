import {
  makeRetailerDiagnostic,
  makeUnhealthyRetailerDiagnostic,
} from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetailerHealthChecker } from './RetailerHealthChecker';

describe('RetailerHealthChecker', () => {
  describe('loading and errors', () => {
    it('shows loading until the diagnosis arrives', () => {
      render(<RetailerHealthChecker diagnosis={undefined} isLoading onFix={vi.fn()} />);
      expect(
        screen.getByRole('progressbar', { name: 'Loading the retailer health' }),
      ).toBeVisible();
      expect(screen.queryByRole('tab')).toBeNull();
    });

    it('offers Try again when the diagnosis could not be read', async () => {
      const onRetry = vi.fn();
      render(
        <RetailerHealthChecker
          diagnosis={undefined}
          error="Offline"
          onRetry={onRetry}
          onFix={vi.fn()}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('Products tab', () => {
    it('tells each dot state in text and offers Add permission only for the orange product', async () => {
      const onFix = vi.fn();
      render(<RetailerHealthChecker diagnosis={makeUnhealthyRetailerDiagnostic()} onFix={onFix} />);
      const interestFree = screen.getByRole('region', { name: 'R1 Interest free' });
      expect(within(interestFree).getByText('All in order')).toBeVisible();
      expect(within(interestFree).getByText('Permission missing')).toBeVisible();
      const longTerm = screen.getByRole('region', { name: 'R2 Long term' });
      expect(within(longTerm).getByText('Product not on rate card')).toBeVisible();
      expect(within(longTerm).getByText('No Data')).toBeVisible();
      expect(screen.getAllByRole('button', { name: /^Add permission/ })).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Add permission ISIF12' }));
      expect(onFix).toHaveBeenCalledWith({ kind: 'add-permission', productCode: 'ISIF12' });
    });

    it('warns of an enabled unused product with Remove permission and checks one not enabled', async () => {
      const onFix = vi.fn();
      render(<RetailerHealthChecker diagnosis={makeUnhealthyRetailerDiagnostic()} onFix={onFix} />);
      const unused = screen.getByRole('region', { name: 'Unused Products' });
      expect(
        within(unused).getByText('Product enabled but not supported by Decision Policy'),
      ).toBeVisible();
      expect(within(unused).getByText('Product not enabled')).toBeVisible();
      await userEvent.click(
        within(unused).getByRole('button', { name: 'Remove permission ONIF12' }),
      );
      expect(onFix).toHaveBeenCalledWith({ kind: 'remove-permission', productCode: 'ONIF12' });
    });
  });

  describe('Permissions tab', () => {
    it('offers Add base groups and Create Group for what is missing, by keyboard', async () => {
      const onFix = vi.fn();
      render(<RetailerHealthChecker diagnosis={makeUnhealthyRetailerDiagnostic()} onFix={onFix} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const admins = screen.getByRole('region', { name: 'Admins' });
      expect(within(admins).getByText('Base groups missing')).toBeVisible();
      expect(within(admins).getByText('Base groups in place')).toBeVisible();
      await userEvent.click(
        within(admins).getByRole('button', { name: 'Add base groups harbour.manager' }),
      );
      const groups = screen.getByRole('region', { name: 'Retailer Basic Groups' });
      await userEvent.click(within(groups).getByRole('button', { name: 'Create Group Sales' }));
      expect(onFix.mock.calls).toEqual([
        [{ kind: 'add-base-groups', username: 'harbour.manager' }],
        [{ kind: 'create-group', name: 'Sales' }],
      ]);
    });

    it('has no fix buttons when all is in order', async () => {
      render(<RetailerHealthChecker diagnosis={makeRetailerDiagnostic()} onFix={vi.fn()} />);
      expect(screen.queryByRole('button', { name: /Add permission|Remove permission/ })).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: 'Permissions' }));
      expect(screen.queryByRole('button', { name: /Add base groups|Create Group/ })).toBeNull();
    });
  });

  describe('pendingFix and fixError', () => {
    it('shows progress on the running fix, holds the others and names a failed fix', () => {
      const diagnosis = makeUnhealthyRetailerDiagnostic();
      const fix = { kind: 'add-permission', productCode: 'ISIF12' } as const;
      const { rerender } = render(
        <RetailerHealthChecker diagnosis={diagnosis} pendingFix={fix} onFix={vi.fn()} />,
      );
      expect(screen.getByRole('button', { name: /Add permission ISIF12/ })).toHaveAttribute(
        'data-pending',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Remove permission ONIF12' })).toBeDisabled();
      rerender(
        <RetailerHealthChecker
          diagnosis={diagnosis}
          fixError={{ fix, message: 'Product ISIF12 is already enabled for the merchant.' }}
          onFix={vi.fn()}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Add permission ISIF12 failed.Product ISIF12 is already enabled for the merchant.',
      );
    });
  });
});
