import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, themeNames, type ThemeName } from '@backoffice/ui';

const withTheme: Decorator = (Story, context) => (
  <ThemeProvider theme={(context.globals.theme as ThemeName | undefined) ?? 'light'}>
    <div style={{ padding: 16, minHeight: '100vh' }}>
      <Story />
    </div>
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: themeNames, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
