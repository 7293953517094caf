import type { ReactNode } from 'react';
import { useSession } from '../session/SessionProvider';
import * as styles from './pages.css';

const ourLogo = '/logo.svg';

/** The frame of the signed-out screens: the service user's logo when known, else ours. */
export function GuestScreen({ title, children }: { title: string; children: ReactNode }) {
  const { serviceUserDefaults } = useSession();
  return (
    <main className={styles.guestScreen}>
      <div className={styles.guestCard}>
        <img
          className={styles.guestLogo}
          src={serviceUserDefaults.RETAILER_LOGO || ourLogo}
          alt="BackOffice"
        />
        <h1 className={styles.heading}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
