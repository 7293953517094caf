import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberActiveView, rememberedActiveView } from './reportActiveView';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the remembered active view', () => {
  it('comes back only for the filters it was shown with', () => {
    rememberActiveView('report', 7, 'status[]=REFER');
    expect(rememberedActiveView('report', 'status[]=REFER')).toBe(7);
    expect(rememberedActiveView('report', '')).toBeNull();
    rememberActiveView('report', null, 'status[]=REFER');
    expect(rememberedActiveView('report', 'status[]=REFER')).toBeNull();
  });

  it('is forgotten, not thrown, where storage refuses or holds something else', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberActiveView('report', 7, '')).not.toThrow();
    vi.restoreAllMocks();
    sessionStorage.setItem('report', '{not json');
    expect(rememberedActiveView('report', '')).toBeNull();
  });
});
