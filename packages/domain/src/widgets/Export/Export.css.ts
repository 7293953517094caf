import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const exportDialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const exportWorking = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  minHeight: vars.space['800'],
});

export const exportMessage = style({ margin: 0 });

export const recipientProblems = style({
  margin: 0,
  paddingInlineStart: vars.space['200'],
});
