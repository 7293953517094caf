import { style } from '@vanilla-extract/css';

/** Keeps long unbroken values inside the input instead of widening the layout. */
export const textFieldInput = style({
  textOverflow: 'ellipsis',
});

export const textFieldTypeNames = ['text', 'email', 'tel', 'url', 'search'] as const;
