import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [{ page: 1, pageCount: 10 }, [1, 2, 3, 4, 5]],
    [{ page: 5, pageCount: 10 }, [3, 4, 5, 6, 7]],
    [{ page: 10, pageCount: 10 }, [6, 7, 8, 9, 10]],
    [{ page: 9, pageCount: 10 }, [6, 7, 8, 9, 10]],
    [{ page: 2, pageCount: 3 }, [1, 2, 3]],
    [{ page: 1, pageCount: 1 }, [1]],
    [{ page: 1, pageCount: 0 }, []],
    [{ page: 40, pageCount: 10 }, [6, 7, 8, 9, 10]],
  ])('gives %o the pages %o', (input, pages) => {
    expect(pageWindow(input)).toEqual(pages);
  });
});

describe('pageCountOf', () => {
  it('rounds up', () => {
    expect(pageCountOf(51, 25)).toBe(3);
    expect(pageCountOf(50, 25)).toBe(2);
    expect(pageCountOf(0, 25)).toBe(0);
  });
});
