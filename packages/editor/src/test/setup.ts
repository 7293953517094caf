import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every package's checks at once on two cores: give findBy* and waitFor time to settle.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = emptyRect;
Range.prototype.getClientRects = emptyRects;
Element.prototype.getClientRects = emptyRects;
document.elementFromPoint = () => null;
