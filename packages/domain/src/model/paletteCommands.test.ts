import { describe, expect, it } from 'vitest';
import {
  accountPageCommands,
  actionCommands,
  commandTarget,
  navigationPagePaths,
  readRecentCommands,
  recordCommand,
} from './paletteCommands';

describe('recordCommand', () => {
  it('opens a merchant from the merchants group, its number as the detail', () => {
    expect(recordCommand({ type: 'retailers', id: 12, title: 'Acme Bikes' })).toEqual({
      id: 'merchant:12',
      group: 'merchants',
      label: 'Acme Bikes',
      detail: '#12',
    });
  });

  it('opens an application from the applications group', () => {
    expect(recordCommand({ type: 'credit_applications', id: 7, title: 'Jo Bloggs' })).toMatchObject(
      { id: 'application:7', group: 'applications' },
    );
  });
});

describe('commandTarget', () => {
  it('opens the page of a page command, whatever colons its path holds', () => {
    expect(commandTarget(accountPageCommands[0]!)).toEqual({ kind: 'page', path: '/exports/' });
    expect(commandTarget({ id: 'page:/a:b/', group: 'pages', label: 'A' })).toEqual({
      kind: 'page',
      path: '/a:b/',
    });
  });

  it('opens the record of a found merchant or application', () => {
    expect(commandTarget(recordCommand({ type: 'retailers', id: 3, title: 'x' }))).toEqual({
      kind: 'record',
      record: 'retailers',
      id: 3,
    });
    expect(
      commandTarget(recordCommand({ type: 'credit_applications', id: 9, title: 'y' })),
    ).toEqual({ kind: 'record', record: 'credit_applications', id: 9 });
  });

  it('takes the action of each action command', () => {
    expect(actionCommands.map(commandTarget)).toEqual([
      { kind: 'action', action: 'my-account' },
      { kind: 'action', action: 'shortcuts' },
      { kind: 'action', action: 'logout' },
    ]);
  });

  it('does nothing for a command it does not know', () => {
    expect(commandTarget({ id: 'action:dance', group: 'actions', label: 'Dance' })).toBeNull();
    expect(commandTarget({ id: 'other', group: 'actions', label: 'Other' })).toBeNull();
  });
});

describe('readRecentCommands', () => {
  it('reads the commands kept', () => {
    const kept = [{ id: 'action:logout', group: 'actions', label: 'Logout' }];
    expect(readRecentCommands(JSON.stringify(kept))).toEqual(kept);
  });

  it('drops entries that are not commands', () => {
    const kept = [{ id: 'page:/', group: 'pages', label: 'Dashboard' }, { id: 3 }, 'text', null];
    expect(readRecentCommands(JSON.stringify(kept))).toEqual([kept[0]]);
  });

  it('reads nothing kept, other JSON or broken text as no commands', () => {
    expect(readRecentCommands(null)).toEqual([]);
    expect(readRecentCommands('{"id":"page:/"}')).toEqual([]);
    expect(readRecentCommands('[{')).toEqual([]);
  });
});

describe('navigationPagePaths', () => {
  it('lists the dashboard, then each navigation item as a path', () => {
    const sections = [
      {
        label: 'Merchants',
        navigation_items: [
          { label: 'Merchants', url: 'merchants' },
          { label: 'Rate Cards', url: 'rate-cards' },
        ],
      },
    ];
    expect(navigationPagePaths(sections, (url) => `/${url}/`)).toEqual([
      '/',
      '/merchants/',
      '/rate-cards/',
    ]);
  });
});
