import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ThemeProvider, themeNames, type ThemeName } from '@backoffice/ui';
import { useThemeUnderTest } from './themeUnderTest';

/** The story's page in the toolbar's theme, or in the one the browser tests switch it to. */
function ThemedCanvas({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const themeUnderTest = useThemeUnderTest();
  return (
    <ThemeProvider theme={themeUnderTest ?? theme}>
      <div style={{ padding: 16, minHeight: '100vh' }}>{children}</div>
    </ThemeProvider>
  );
}

/**
 * Every story in the chosen theme, on a page-sized canvas. A story composed into another story (a
 * bucket's overview, `parameters.composedIntoStory`) takes the theme of the story around it instead
 * of a second root.
 */
const withTheme: Decorator = (Story, context) =>
  context.parameters.composedIntoStory ? (
    <Story />
  ) : (
    <ThemedCanvas theme={(context.globals.theme as ThemeName | undefined) ?? 'light'}>
      <Story />
    </ThemedCanvas>
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
