import { describe, expect, it } from 'vitest';
import {
  chordKeys,
  commandSections,
  isApplePlatform,
  isPaletteChord,
  keyboardShortcutGroups,
  matchScore,
  pageCommands,
  rankCommands,
  rememberCommand,
  spokenShortcut,
  type PaletteCommand,
} from './commands';
import { normalisePath } from './routeGuard';

const command = (
  id: string,
  label: string,
  extra: Partial<PaletteCommand> = {},
): PaletteCommand => ({
  id,
  label,
  group: 'pages',
  ...extra,
});

const dashboard = command('page:/', 'Dashboard', { keywords: ['home'] });
const merchants = command('page:/merchants/', 'Merchants');
const merchantApplications = command('page:/merchant-applications/', 'Merchant Applications');
const creditApplications = command('page:/credit-app/', 'Credit Applications');
const myAccount = command('action:my-account', 'My Account', { group: 'actions' });
const logout = command('action:logout', 'Logout', { group: 'actions', keywords: ['sign out'] });
const all = [dashboard, merchants, merchantApplications, creditApplications, myAccount, logout];

describe('matchScore', () => {
  it('ranks the whole text over its start, a word start, anywhere, words and letters in order', () => {
    const scores = [
      matchScore('Merchants', 'merchants'),
      matchScore('Merchants', 'merch'),
      matchScore('Credit Applications', 'appl'),
      matchScore('Credit Applications', 'plica'),
      matchScore('Credit Applications', 'cred appl'),
      matchScore('Credit Applications', 'crap'),
    ];
    expect(scores.every((score) => score !== null)).toBe(true);
    expect([...(scores as number[])].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchScore('My Account', '  MY ACC ')).toBe(matchScore('My Account', 'my acc'));
  });

  it('is null when the letters are not all there in order', () => {
    expect(matchScore('Logout', 'tuo')).toBeNull();
    expect(matchScore('Logout', 'logouts')).toBeNull();
  });
});

describe('rankCommands', () => {
  it('keeps every command in the order given for an empty query', () => {
    expect(rankCommands(all, '  ')).toEqual(all);
  });

  it('puts the best match first and drops the commands that do not match', () => {
    expect(rankCommands(all, 'merchant').map((item) => item.label)).toEqual([
      'Merchants',
      'Merchant Applications',
    ]);
    expect(rankCommands(all, 'appl').map((item) => item.label)).toEqual([
      'Merchant Applications',
      'Credit Applications',
    ]);
  });

  it('finds a command by a keyword, a little below the same match on a label', () => {
    expect(rankCommands(all, 'sign out')).toEqual([logout]);
    const home = command('page:/home/', 'Home');
    expect(rankCommands([dashboard, home], 'home')).toEqual([home, dashboard]);
  });

  it('breaks ties by recent use, then by the order given', () => {
    expect(rankCommands(all, 'appl', [creditApplications])).toEqual([
      creditApplications,
      merchantApplications,
    ]);
  });
});

describe('rememberCommand', () => {
  it('puts the command first without a second copy and keeps five', () => {
    let recent: PaletteCommand[] = [];
    for (const item of all) recent = rememberCommand(recent, item);
    expect(recent.map((item) => item.id)).toEqual(
      [logout, myAccount, creditApplications, merchantApplications, merchants].map((i) => i.id),
    );
    expect(rememberCommand(recent, merchants)[0]).toBe(merchants);
    expect(rememberCommand(recent, merchants)).toHaveLength(5);
  });
});

describe('commandSections', () => {
  it('shows recently run commands first, once, when the query is empty', () => {
    const sections = commandSections(all, '', [logout, merchants]);
    expect(
      sections.map((section) => [section.title, section.commands.map((c) => c.label)]),
    ).toEqual([
      ['Recent', ['Logout', 'Merchants']],
      ['Pages', ['Dashboard', 'Merchant Applications', 'Credit Applications']],
      ['Actions', ['My Account']],
    ]);
  });

  it('leaves out a recent page that is no longer offered, but keeps a recent merchant', () => {
    const gone = command('page:/user-management/', 'Users and Groups');
    expect(commandSections(all, '', [gone])[0]?.title).toBe('Pages');
    const merchant = command('merchant:12', 'Acme Bikes Ltd', { group: 'merchants' });
    expect(commandSections(all, '', [merchant, gone])[0]?.commands).toEqual([merchant]);
  });

  it('groups the matches of a query in group order, best first, without a Recent section', () => {
    const sections = commandSections(all, 'acc', [logout]);
    expect(sections.map((section) => section.title)).toEqual(['Actions']);
    expect(commandSections(all, 'zzz')).toEqual([]);
  });
});

describe('pageCommands', () => {
  const navigation = [
    {
      label: 'Applications',
      navigation_items: [{ label: 'Credit Applications', url: 'credit-app' }],
    },
    {
      label: 'Merchants',
      navigation_items: [
        { label: 'Merchants', url: '#/merchants' },
        { label: 'Merchants again', url: 'merchants/' },
      ],
    },
  ];

  it('offers the dashboard and each navigation item once, with its section and G shortcut', () => {
    const pages = pageCommands(navigation, (url) => normalisePath(url.replace(/^#/, '')));
    expect(pages).toEqual([
      {
        id: 'page:/',
        group: 'pages',
        label: 'Dashboard',
        detail: undefined,
        keywords: ['home'],
        shortcut: ['G', 'D'],
      },
      {
        id: 'page:/credit-app/',
        group: 'pages',
        label: 'Credit Applications',
        detail: 'Applications',
        keywords: ['Applications'],
        shortcut: ['G', 'C'],
      },
      {
        id: 'page:/merchants/',
        group: 'pages',
        label: 'Merchants',
        detail: undefined,
        keywords: undefined,
        shortcut: ['G', 'M'],
      },
    ]);
  });
});

describe('finding pages by section and synonyms (issue 22 item 12)', () => {
  const pages = pageCommands(
    [
      {
        label: 'Credit Decisions',
        navigation_items: [
          { label: 'Credit Policies', url: 'credit-policies' },
          { label: 'Policy Modules', url: 'credit-policy-modules' },
        ],
      },
      { label: 'Merchants', navigation_items: [{ label: 'Merchants', url: 'merchants' }] },
    ],
    (url) => normalisePath(url),
  );
  const found = (query: string) => rankCommands(pages, query).map((page) => page.label);

  it("finds Credit Policies as well as Policy Modules for 'policy'", () => {
    expect(found('policy')).toEqual(['Credit Policies', 'Policy Modules']);
    expect(found('polic')).toEqual(['Policy Modules', 'Credit Policies']);
  });

  it('finds pages by their navigation section', () => {
    expect(found('decisions')).toEqual(['Credit Policies', 'Policy Modules']);
  });

  it('matches a singular query against a plural word', () => {
    expect(matchScore('Credit Policies', 'policy')).toBe(55);
    expect(matchScore('Credit Policies', 'scorecard')).toBeNull();
    expect(matchScore('Policy Modules', 'module')).toBe(60);
    expect(matchScore('Merchants', 'policy')).toBeNull();
  });
});

describe('keyboard shortcuts', () => {
  it('knows Apple devices by their platform', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('macOS')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });

  it('writes Mod as ⌘ on Apple devices and Ctrl elsewhere, with a spoken name', () => {
    expect(chordKeys('Mod+K', true)).toEqual([
      { symbol: '⌘', name: 'Command' },
      { symbol: 'K', name: 'K' },
    ]);
    expect(chordKeys('Mod+K', false)[0]).toEqual({ symbol: 'Ctrl', name: 'Ctrl' });
    expect(chordKeys('?', false)).toEqual([{ symbol: '?', name: '?' }]);
    expect(chordKeys('Escape', false)).toEqual([{ symbol: 'Esc', name: 'Escape' }]);
  });

  it('says a shortcut by its keys, in the order they are printed', () => {
    expect(spokenShortcut(['G', 'D'], false)).toBe('G then D');
    expect(spokenShortcut(['Mod+K'], true)).toBe('Command K');
    expect(spokenShortcut(['Mod+K'], false)).toBe('Ctrl K');
    expect(spokenShortcut(['ArrowUp', 'ArrowDown'], false, 'or')).toBe('Up arrow or Down arrow');
  });

  it('takes ⌘K on Apple devices and Ctrl+K elsewhere as the palette chord', () => {
    const press = { key: 'k', ctrlKey: false, metaKey: false, altKey: false };
    expect(isPaletteChord({ ...press, metaKey: true }, true)).toBe(true);
    expect(isPaletteChord({ ...press, ctrlKey: true }, true)).toBe(false);
    expect(isPaletteChord({ ...press, ctrlKey: true }, false)).toBe(true);
    expect(isPaletteChord({ ...press, key: 'K', ctrlKey: true }, false)).toBe(true);
    expect(isPaletteChord({ ...press, ctrlKey: true, altKey: true }, false)).toBe(false);
    expect(isPaletteChord(press, false)).toBe(false);
  });

  it('lists the G shortcuts only for the pages offered', () => {
    const groups = keyboardShortcutGroups(['/', '/merchants/']);
    expect(groups.map((group) => group.title)).toEqual([
      'Anywhere',
      'Go to',
      'In the command palette',
    ]);
    expect(groups[1]?.shortcuts).toEqual([
      { keys: ['G', 'D'], description: 'Dashboard' },
      { keys: ['G', 'M'], description: 'Merchants' },
    ]);
    expect(keyboardShortcutGroups([]).map((group) => group.title)).not.toContain('Go to');
  });
});
