import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { QueueSettingsEditor } from './QueueSettingsEditor';

const setHours = async (name: string, hours: string) => {
  const field = screen.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, hours);
  await userEvent.tab();
};

describe('QueueSettingsEditor', () => {
  describe('onSave', () => {
    it('sends the changed service level', async () => {
      const onSave = vi.fn();
      render(<QueueSettingsEditor queue={makeWorkQueue()} onSave={onSave} />);
      expect(
        screen.getByRole('form', { name: 'Service level of Northbridge Finance REFER' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await setHours('Amber after (hours)', '8');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith({ amber_after_hours: 8, red_after_hours: 24 });
    });

    it('sends nothing and says why when red does not come later than amber', async () => {
      const onSave = vi.fn();
      render(<QueueSettingsEditor queue={makeWorkQueue()} onSave={onSave} />);
      await setHours('Red after (hours)', '4');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Red must come later than amber.')).toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
    });
  });

  describe('errorMessage and isSaved', () => {
    it("shows the server's refusal as an alert and a saved level as a status", () => {
      const { rerender } = render(
        <QueueSettingsEditor queue={makeWorkQueue()} onSave={vi.fn()} errorMessage="Refused." />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Refused.');
      rerender(<QueueSettingsEditor queue={makeWorkQueue()} onSave={vi.fn()} isSaved />);
      expect(screen.getByRole('status')).toHaveTextContent('Service level saved.');
    });
  });
});
