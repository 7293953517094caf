import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DETAILS_WIDGET,
  accountDetailsErrors,
  addWidget,
  availableWidgets,
  columnsToConfiguration,
  defaultLayout,
  findWidget,
  isRemovable,
  layoutColumns,
  moveWidgetTo,
  needsAccountDetails,
  removeWidget,
  sameColumns,
  widgetCatalogue,
  type WidgetColumns,
} from './dashboard';

describe('widgetCatalogue', () => {
  it('names each widget with a label and an icon', () => {
    expect(widgetCatalogue.map((widget) => [widget.name, widget.label])).toEqual([
      ['announcements', 'Announcements'],
      ['account_details', 'Please Confirm Your Details'],
      ['recently_viewed', 'Recently Viewed'],
      ['quick_links', 'Quick Links'],
      ['work_queues', 'Work Queues'],
      ['insight_applications_by_loan_type', 'Applications per Day'],
      ['insight_acceptance_rate', 'Acceptance Rate'],
      ['insight_decline_reasons', 'Decline Reasons'],
      ['insight_outcome_by_version', 'Outcome by Policy Version'],
      ['pending_approvals', 'Pending Approvals'],
    ]);
    for (const widget of widgetCatalogue) expect(widget.icon).not.toBe('');
  });
});

describe('needsAccountDetails', () => {
  it('is true while the email or the mobile is missing or blank', () => {
    expect(needsAccountDetails({ email: 'a@b.co', mobile: '0770' })).toBe(false);
    expect(needsAccountDetails({ email: null, mobile: '0770' })).toBe(true);
    expect(needsAccountDetails({ email: 'a@b.co', mobile: ' ' })).toBe(true);
    expect(needsAccountDetails({})).toBe(true);
  });
});

describe('isRemovable', () => {
  it('keeps announcements, and account details while they are missing', () => {
    expect(isRemovable('announcements', false)).toBe(false);
    expect(isRemovable(ACCOUNT_DETAILS_WIDGET, true)).toBe(false);
    expect(isRemovable(ACCOUNT_DETAILS_WIDGET, false)).toBe(true);
    expect(isRemovable('recently_viewed', false)).toBe(true);
    expect(isRemovable('unknown', false)).toBe(false);
  });
});

describe('layoutColumns', () => {
  it('gives the default layout when nothing is saved', () => {
    expect(layoutColumns(null, false)).toEqual([['announcements'], ['recently_viewed']]);
    expect(columnsToConfiguration(layoutColumns(undefined, false))).toEqual(defaultLayout());
  });

  it('orders each column by row and closes gaps', () => {
    expect(
      layoutColumns(
        [
          { name: 'quick_links', x: 1, y: 7 },
          { name: 'recently_viewed', x: 1, y: 2 },
          { name: 'announcements', x: 0, y: 4 },
        ],
        false,
      ),
    ).toEqual([['announcements'], ['recently_viewed', 'quick_links']]);
  });

  it('drops unknown names and repeats, and keeps other columns within the two', () => {
    expect(
      layoutColumns(
        [
          { name: 'gone', x: 0, y: 0 },
          { name: 'announcements', x: 0, y: 1 },
          { name: 'announcements', x: 1, y: 3 },
          { name: 'quick_links', x: 3, y: 0 },
          { name: 'recently_viewed', x: -1, y: 5 },
        ],
        false,
      ),
    ).toEqual([['announcements', 'recently_viewed'], ['quick_links']]);
  });

  it('pins account details first in column 0 while details are missing', () => {
    expect(layoutColumns(null, true)).toEqual([
      [ACCOUNT_DETAILS_WIDGET, 'announcements'],
      ['recently_viewed'],
    ]);
  });

  it('leaves account details where the user put them', () => {
    expect(
      layoutColumns(
        [
          { name: 'announcements', x: 0, y: 0 },
          { name: ACCOUNT_DETAILS_WIDGET, x: 1, y: 0 },
        ],
        true,
      ),
    ).toEqual([['announcements'], [ACCOUNT_DETAILS_WIDGET]]);
  });
});

describe('columnsToConfiguration', () => {
  it('numbers columns as x and rows as y from 0', () => {
    expect(columnsToConfiguration([['a', 'b'], ['c']])).toEqual([
      { name: 'a', x: 0, y: 0 },
      { name: 'b', x: 0, y: 1 },
      { name: 'c', x: 1, y: 0 },
    ]);
  });

  it('round-trips through layoutColumns', () => {
    const columns: WidgetColumns = [['quick_links', 'announcements'], ['recently_viewed']];
    expect(layoutColumns(columnsToConfiguration(columns), false)).toEqual(columns);
  });
});

describe('availableWidgets', () => {
  it('offers the catalogue minus the pinned widgets', () => {
    expect(availableWidgets([['announcements'], ['recently_viewed']]).map((w) => w.name)).toEqual([
      ACCOUNT_DETAILS_WIDGET,
      'quick_links',
    ]);
    expect(availableWidgets(['announcements', 'recently_viewed']).map((w) => w.name)).toEqual([
      ACCOUNT_DETAILS_WIDGET,
      'quick_links',
    ]);
  });

  it('offers a widget that needs a permission only to a user who holds it', () => {
    const pinned: WidgetColumns = [
      ['announcements', ACCOUNT_DETAILS_WIDGET],
      ['recently_viewed', 'quick_links'],
    ];
    expect(availableWidgets(pinned).map((w) => w.name)).toEqual([]);
    expect(availableWidgets(pinned, new Set(['200:20'])).map((w) => w.name)).toEqual([
      'work_queues',
    ]);
    expect(availableWidgets(pinned, new Set(['200:40'])).map((w) => w.name)).toEqual([
      'pending_approvals',
    ]);
  });

  it('offers nothing when every widget is pinned', () => {
    expect(
      availableWidgets([
        ['announcements', ACCOUNT_DETAILS_WIDGET],
        ['recently_viewed', 'quick_links'],
      ]),
    ).toEqual([]);
  });
});

describe('addWidget', () => {
  it('adds to the shorter column', () => {
    expect(addWidget([['announcements', 'recently_viewed'], []], 'quick_links')).toEqual([
      ['announcements', 'recently_viewed'],
      ['quick_links'],
    ]);
  });

  it('adds to the left column when both are as long', () => {
    expect(addWidget([['announcements'], ['recently_viewed']], 'quick_links')).toEqual([
      ['announcements', 'quick_links'],
      ['recently_viewed'],
    ]);
  });

  it('ignores unknown and already pinned widgets', () => {
    const columns: WidgetColumns = [['announcements'], []];
    expect(addWidget(columns, 'announcements')).toBe(columns);
    expect(addWidget(columns, 'weather')).toBe(columns);
  });
});

describe('removeWidget', () => {
  const columns: WidgetColumns = [[ACCOUNT_DETAILS_WIDGET, 'announcements'], ['recently_viewed']];

  it('removes a removable widget', () => {
    expect(removeWidget(columns, 'recently_viewed', false)).toEqual([
      [ACCOUNT_DETAILS_WIDGET, 'announcements'],
      [],
    ]);
    expect(removeWidget(columns, ACCOUNT_DETAILS_WIDGET, false)).toEqual([
      ['announcements'],
      ['recently_viewed'],
    ]);
  });

  it('refuses non-removable widgets', () => {
    expect(removeWidget(columns, 'announcements', false)).toBe(columns);
    expect(removeWidget(columns, ACCOUNT_DETAILS_WIDGET, true)).toBe(columns);
  });
});

describe('moveWidgetTo', () => {
  const columns: WidgetColumns = [['a', 'b', 'c'], ['d']];

  it('moves within a column', () => {
    expect(moveWidgetTo(columns, 'a', { column: 0, index: 2 })).toEqual([['b', 'c', 'a'], ['d']]);
    expect(moveWidgetTo(columns, 'c', { column: 0, index: 0 })).toEqual([['c', 'a', 'b'], ['d']]);
  });

  it('moves between columns', () => {
    expect(moveWidgetTo(columns, 'b', { column: 1, index: 0 })).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(moveWidgetTo(columns, 'd', { column: 0, index: 1 })).toEqual([['a', 'd', 'b', 'c'], []]);
  });

  it('clamps the index to the column', () => {
    expect(moveWidgetTo(columns, 'a', { column: 1, index: 99 })).toEqual([
      ['b', 'c'],
      ['d', 'a'],
    ]);
  });

  it('leaves the columns alone for a widget that is not pinned', () => {
    expect(moveWidgetTo(columns, 'z', { column: 1, index: 0 })).toBe(columns);
  });

  it('is found where it was put', () => {
    const moved = moveWidgetTo(columns, 'a', { column: 1, index: 1 });
    expect(findWidget(moved, 'a')).toEqual({ column: 1, index: 1 });
    expect(sameColumns(moved, columns)).toBe(false);
    expect(sameColumns(columns, [['a', 'b', 'c'], ['d']])).toBe(true);
  });
});

describe('accountDetailsErrors', () => {
  it('accepts an email address and a mobile with digits', () => {
    expect(
      accountDetailsErrors({ email: ' vera@example.co.uk ', mobile: '+44 7700 900123' }),
    ).toEqual({});
  });

  it('requires both fields', () => {
    expect(accountDetailsErrors({ email: ' ', mobile: '' })).toEqual({
      email: 'Enter your email address.',
      mobile: 'Enter your mobile number.',
    });
  });

  it('rejects an email without a domain and a mobile without digits', () => {
    expect(accountDetailsErrors({ email: 'vera@', mobile: 'call me' })).toEqual({
      email: 'Enter a valid email address.',
      mobile: 'The mobile number must contain digits.',
    });
  });
});
