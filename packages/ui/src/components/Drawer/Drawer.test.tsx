import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

function MenuDrawer() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Drawer
      aria-label="Menu"
      closeLabel="Close menu"
      trigger={<Button>Menu</Button>}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Button onPress={() => setOpen(false)}>Dashboard</Button>
    </Drawer>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  render(<MenuDrawer />);
  const trigger = screen.getByRole('button', { name: 'Menu' });
  await user.click(trigger);
  return { user, trigger, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
}

async function expectClosedWithFocusOn(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

describe('Drawer', () => {
  it('opens from its trigger, moves focus inside and keeps it there', async () => {
    const { user, drawer } = await openDrawer();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 3; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to its trigger', async () => {
    const { user, trigger } = await openDrawer();
    await user.keyboard('{Escape}');
    await expectClosedWithFocusOn(trigger);
  });

  it('closes from its close button', async () => {
    const { user, trigger, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await expectClosedWithFocusOn(trigger);
  });

  it('closes when its content asks to, through the controlled state', async () => {
    const { user, trigger, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Dashboard' }));
    await expectClosedWithFocusOn(trigger);
  });
});
