import { globalStyle } from '@vanilla-extract/css';

// The themed root fills the page; the browser's default body margin would frame it.
globalStyle('body', { margin: 0 });

// The browser's own scrollbars and form controls follow the dark theme. Set here rather than in
// the design system's themed root, where it would change the dark baselines of every story that
// shows a native control.
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
