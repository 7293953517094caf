import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { brandAccentColors } from './contrast';
import { vars } from './contract.css';
import { themeRoot } from './global.css';
import { themeColors } from './themeColors';
import { themes, type ThemeName } from './themes.css';

/** Run-time branding: a service user's defaults (logo, favicon, primary colour) override the theme. */
export interface Branding {
  logoUrl?: string | undefined;
  faviconUrl?: string | undefined;
  primaryColor?: string | undefined;
}

interface ThemeContextValue {
  theme: ThemeName;
  branding: Branding;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'light', branding: {} });

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

export interface ThemeProviderProps {
  theme?: ThemeName;
  branding?: Branding;
  children: ReactNode;
  className?: string;
}

/**
 * The contract variables a brand overrides. The accent fills, their text, accent text and the
 * focus ring are derived from the brand colour so that each keeps its contrast on this theme
 * (4.5:1 for text, 7:1 in the high-contrast theme); a colour that cannot be read is ignored.
 */
function brandingVars(branding: Branding, theme: ThemeName): Record<string, string> {
  const overrides: Record<string, string> = {};
  const accent = branding.primaryColor
    ? brandAccentColors(
        branding.primaryColor,
        themeColors[theme].bg.surface,
        theme === 'highContrast' ? 7 : 4.5,
      )
    : null;
  if (accent) {
    overrides[vars.color.bg.accent] = accent.accent;
    overrides[vars.color.bg.accentHover] = accent.accentHover;
    overrides[vars.color.bg.accentPressed] = accent.accentPressed;
    overrides[vars.color.fg.onAccent] = accent.onAccent;
    overrides[vars.color.fg.accent] = accent.accentText;
    overrides[vars.color.border.focus] = accent.focus;
  }
  if (branding.logoUrl) {
    overrides[vars.brand.logo] = `url("${branding.logoUrl}")`;
  }
  return overrides;
}

function useFavicon(href: string | undefined) {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const previous = link?.href;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
    return () => {
      if (link && previous) link.href = previous;
    };
  }, [href]);
}

/**
 * Applies a theme and any branding overrides to everything inside it. Overlays (popovers, modals,
 * toasts) are portalled into the themed root so they carry the same theme.
 */
export function ThemeProvider({
  theme = 'light',
  branding = {},
  children,
  className,
}: ThemeProviderProps) {
  useFavicon(branding.faviconUrl);
  const value = useMemo(() => ({ theme, branding }), [theme, branding]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <ThemeContext.Provider value={value}>
      <div
        ref={setRoot}
        className={[themes[theme], themeRoot, className].filter(Boolean).join(' ')}
        style={assignInlineVars(brandingVars(branding, theme))}
        data-theme={theme}
      >
        {/* Until the root is in the page an overlay waits (null renders none) rather than going
            to document.body: a modal open from the first render would otherwise hide the page
            outside it, then move into the root it has just hidden, and could not be used. */}
        <PortalProvider getContainer={() => root}>{children}</PortalProvider>
      </div>
    </ThemeContext.Provider>
  );
}
