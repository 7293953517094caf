import { Button, ConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';

export interface ResetWidgetsButtonProps {
  /** Called once the user confirms; the page restores the default layout. */
  onReset: () => void;
  isDisabled?: boolean;
  className?: string;
}

/** The dashboard's Reset button, which asks before restoring the default widgets. */
export function ResetWidgetsButton({ onReset, isDisabled, className }: ResetWidgetsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)} isDisabled={isDisabled} className={className}>
        Reset
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Reset Widgets"
        message="Are you sure you want to revert your dashboard to the default settings?"
        cancelLabel="Cancel"
        confirmLabel="Reset"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onReset();
        }}
      />
    </>
  );
}
