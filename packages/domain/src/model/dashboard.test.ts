import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DETAILS_WIDGET,
  availableWidgets,
  isRemovable,
  moveWidget,
  pinnedWidgets,
  toConfiguration,
} from './dashboard';

describe('dashboard layout', () => {
  it('starts from the defaults and pins account details first while details are missing', () => {
    expect(pinnedWidgets(null, false)).toEqual(['announcements', 'recently_viewed']);
    expect(pinnedWidgets(null, true)).toEqual([
      ACCOUNT_DETAILS_WIDGET,
      'announcements',
      'recently_viewed',
    ]);
  });

  it('reads a saved layout row by row, dropping unknown and repeated widgets', () => {
    expect(
      pinnedWidgets(
        [
          { name: 'recently_viewed', x: 1, y: 0 },
          { name: 'announcements', x: 0, y: 0 },
          { name: 'gone', x: 0, y: 1 },
          { name: 'announcements', x: 1, y: 1 },
        ],
        false,
      ),
    ).toEqual(['announcements', 'recently_viewed']);
  });

  it('saves positions across two columns', () => {
    expect(toConfiguration(['a', 'b', 'c'])).toEqual([
      { name: 'a', x: 0, y: 0 },
      { name: 'b', x: 1, y: 0 },
      { name: 'c', x: 0, y: 1 },
    ]);
  });

  it('moves a widget to another position', () => {
    expect(moveWidget(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveWidget(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('offers only widgets that are not pinned', () => {
    expect(availableWidgets(['announcements', 'recently_viewed']).map((w) => w.name)).toEqual([
      ACCOUNT_DETAILS_WIDGET,
    ]);
  });

  it('keeps announcements, and account details while they are missing', () => {
    expect(isRemovable('announcements', false)).toBe(false);
    expect(isRemovable(ACCOUNT_DETAILS_WIDGET, true)).toBe(false);
    expect(isRemovable(ACCOUNT_DETAILS_WIDGET, false)).toBe(true);
    expect(isRemovable('recently_viewed', false)).toBe(true);
  });
});
