import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { vars } from './contract.css';
import { themeRoot } from './global.css';
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

function brandingVars(branding: Branding): Record<string, string> {
  const overrides: Record<string, string> = {};
  if (branding.primaryColor) {
    const primary = branding.primaryColor;
    overrides[vars.color.bg.accent] = primary;
    overrides[vars.color.bg.accentHover] = `color-mix(in srgb, ${primary} 85%, black)`;
    overrides[vars.color.bg.accentPressed] = `color-mix(in srgb, ${primary} 70%, black)`;
    overrides[vars.color.fg.accent] = primary;
    overrides[vars.color.border.focus] = primary;
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
        style={assignInlineVars(brandingVars(branding))}
        data-theme={theme}
      >
        <PortalProvider getContainer={() => root ?? document.body}>{children}</PortalProvider>
      </div>
    </ThemeContext.Provider>
  );
}
