import { describe, expect, it } from 'vitest';
import {
  canPublishVersion,
  canPublishVersionOf,
  formatDocumentVersion,
  latestDraftVersion,
  nextDraftVersion,
  nextLiveVersion,
  parseDocumentVersion,
  type DocumentVersionNumber,
} from './documentVersions';

const v = (text: string) => parseDocumentVersion(text) as DocumentVersionNumber;

describe('parseDocumentVersion and formatDocumentVersion', () => {
  it('reads major.minor, with or without a leading v, and writes it back', () => {
    expect(v('1.2')).toEqual({ major: 1, minor: 2 });
    expect(v('v12.0')).toEqual({ major: 12, minor: 0 });
    expect(formatDocumentVersion(v('3.10'))).toBe('3.10');
  });

  it('refuses anything else, and major 0', () => {
    for (const text of ['1', '1.2.3', 'a.b', '', '0.1', '1.-1']) {
      expect(parseDocumentVersion(text)).toBeNull();
    }
  });
});

describe('the version rules', () => {
  it('a new document starts at v1.0 and Save as Draft gives the next minor version', () => {
    expect(nextDraftVersion({ live: null, drafts: [] })).toEqual(v('1.0'));
    expect(nextDraftVersion({ live: null, drafts: [v('1.0')] })).toEqual(v('1.1'));
    expect(nextDraftVersion({ live: null, drafts: [v('1.0'), v('1.3'), v('1.1')] })).toEqual(
      v('1.4'),
    );
  });

  it('publishing makes the live version the next major with .0: 1.0 first, then 2.0', () => {
    expect(nextLiveVersion(null)).toEqual(v('1.0'));
    expect(nextLiveVersion(v('1.0'))).toEqual(v('2.0'));
    expect(nextLiveVersion(v('4.0'))).toEqual(v('5.0'));
  });

  it('after publishing (drafts erased) the next draft continues from the live version', () => {
    expect(nextDraftVersion({ live: v('1.0'), drafts: [] })).toEqual(v('1.1'));
    expect(nextDraftVersion({ live: v('2.0'), drafts: [v('2.1')] })).toEqual(v('2.2'));
  });

  it('offers Publish for a draft, never for the live version or a version that is not a draft', () => {
    const state = { live: v('1.0'), drafts: [v('1.1'), v('1.2')] };
    expect(canPublishVersion(v('1.2'), state)).toBe(true);
    expect(canPublishVersion(v('1.1'), state)).toBe(true);
    expect(canPublishVersion(v('1.0'), state)).toBe(false);
    expect(canPublishVersion(v('1.3'), state)).toBe(false);
    expect(latestDraftVersion(state)).toEqual(v('1.2'));
    expect(latestDraftVersion({ live: v('1.0'), drafts: [] })).toBeNull();
  });
});

describe('canPublishVersionOf', () => {
  const document = { live_version: '2.0', drafts: [{ version: '2.1' }, { version: '2.2' }] };

  it('offers Publish for one of the document’s drafts', () => {
    expect(canPublishVersionOf(document, '2.1')).toBe(true);
  });

  it('refuses the live version, a version it does not hold, and one that is no version', () => {
    expect(canPublishVersionOf(document, '2.0')).toBe(false);
    expect(canPublishVersionOf(document, '1.0')).toBe(false);
    expect(canPublishVersionOf({ live_version: null }, 'draft')).toBe(false);
  });
});
