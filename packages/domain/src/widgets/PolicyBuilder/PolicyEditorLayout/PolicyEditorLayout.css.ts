import { mediaUpTo, vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The editor beside its actions; the actions drop below it on a narrow screen. */
export const policyEditorColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { [mediaUpTo('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The actions stay in view while the stages scroll past. */
export const policyEditorActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  position: 'sticky',
  top: vars.space['200'],
});

export const policyEditorTitle = style({ overflowWrap: 'anywhere' });
