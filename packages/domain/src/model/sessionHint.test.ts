import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './sessionHint';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies, and nothing else passes for it', () => {
    expect(hasSessionHint('bo_session=1')).toBe(true);
    expect(hasSessionHint('theme=dark; bo_session=1; lang=en')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('bo_session=')).toBe(false);
    expect(hasSessionHint('not_bo_session=1')).toBe(false);
  });
});
