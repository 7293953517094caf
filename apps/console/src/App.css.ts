import { globalStyle } from '@vanilla-extract/css';

// The themed root fills the page; the browser's default body margin would frame it.
globalStyle('body', { margin: 0 });
