import type { PaletteCommand } from '../../model/commands';

/** Pages and actions as the console offers them to the admin demo user. */
export const sampleCommands: PaletteCommand[] = [
  { id: 'page:/', group: 'pages', label: 'Dashboard', keywords: ['home'], shortcut: ['G', 'D'] },
  {
    id: 'page:/credit-app/',
    group: 'pages',
    label: 'Credit Applications',
    detail: 'Applications',
    shortcut: ['G', 'C'],
  },
  { id: 'page:/merchants/', group: 'pages', label: 'Merchants', shortcut: ['G', 'M'] },
  {
    id: 'page:/merchant-applications/',
    group: 'pages',
    label: 'Merchant Applications',
    detail: 'Merchants',
  },
  {
    id: 'page:/user-management/',
    group: 'pages',
    label: 'Users and Groups',
    detail: 'Administration',
    shortcut: ['G', 'U'],
  },
  { id: 'action:my-account', group: 'actions', label: 'My Account', keywords: ['profile'] },
  {
    id: 'action:shortcuts',
    group: 'actions',
    label: 'Show keyboard shortcuts',
    keywords: ['help', 'keys'],
    shortcut: ['?'],
  },
  { id: 'action:logout', group: 'actions', label: 'Logout', keywords: ['sign out'] },
];

export const sampleSearchResults: PaletteCommand[] = [
  { id: 'merchant:12', group: 'merchants', label: 'Acme Bikes Ltd', detail: '#12' },
  { id: 'merchant:31', group: 'merchants', label: 'Acme Garden Centres', detail: '#31' },
  { id: 'application:345', group: 'applications', label: 'Ada Acmeson', detail: '#345' },
];

export const longNameResults: PaletteCommand[] = [
  {
    id: 'merchant:7',
    group: 'merchants',
    label:
      'Northern Counties Home, Garden and Leisure Superstore Trading Under Licence 7 (Formerly Acme Outdoor Living and Furniture Warehouse)',
    detail: '#7',
  },
  {
    id: 'application:4821',
    group: 'applications',
    label: 'Maximilian-Alexander Featherstonehaugh-Cholmondeley-Worthington',
    detail: '#4821',
  },
  {
    id: 'merchant:8',
    group: 'merchants',
    label: 'AcmeUnbrokenMerchantNameWithoutAnySpacesThatMustStillWrapInsideThePaletteNicely',
    detail: '#8',
  },
];
