import { Spinner, useTheme } from '@backoffice/ui';
import type { ReactNode } from 'react';
import * as styles from './GuestScreen.css';

export interface GuestScreenProps {
  /** The screen's heading. */
  title: string;
  /** The product's own logo, shown while the theme's branding carries none. */
  productLogoUrl: string;
  children: ReactNode;
}

/**
 * The frame of the signed-out screens: a card with the brand's logo (the theme's branding) and the
 * screen's title. It reads no session, so a host can show it before its app has loaded.
 */
export function GuestScreen({ title, productLogoUrl, children }: GuestScreenProps) {
  const { branding } = useTheme();
  return (
    <main className={styles.backdrop}>
      <div className={styles.card}>
        <img className={styles.logo} src={branding.logoUrl || productLogoUrl} alt="BackOffice" />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * The row of a guest screen form's buttons: a link or secondary action at the start, the main
 * action at the end (alone, it stands at the end too).
 */
export function GuestScreenActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The signed-out backdrop with a spinner alone, while an app or a session loads. */
export function GuestScreenLoading({ label }: { label: string }) {
  return (
    <div className={styles.backdrop}>
      <Spinner size="lg" aria-label={label} />
    </div>
  );
}
