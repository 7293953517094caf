import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { closeButton, dialog, drawer, overlay } from './Drawer.css';

export interface DrawerProps {
  /** Names the drawer for assistive technology, e.g. "Menu". */
  'aria-label': string;
  /** The label of the button that closes the drawer. */
  closeLabel?: string;
  /** The button that opens the drawer; focus returns to it on close. */
  trigger: ReactElement;
  /** Controlled state, e.g. to close the drawer once one of its links is followed. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * A modal panel along the page's start edge, e.g. the navigation on a narrow screen. Focus stays
 * inside it; Escape, a click on the backdrop or the close button close it, and focus goes back
 * to what opened it.
 */
export function Drawer({
  'aria-label': ariaLabel,
  closeLabel = 'Close',
  trigger,
  isOpen,
  onOpenChange,
  children,
}: DrawerProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay isDismissable className={overlay}>
        <Modal className={drawer}>
          <Dialog aria-label={ariaLabel} className={dialog}>
            {({ close }) => (
              <>
                <Button variant="tertiary" className={closeButton} onPress={close}>
                  {closeLabel}
                </Button>
                {children}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
