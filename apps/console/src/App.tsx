import { ThemeProvider } from '@backoffice/ui';
import { HealthStatus } from './HealthStatus';

export function App() {
  return (
    <ThemeProvider>
      <main style={{ minHeight: '100vh', padding: 32 }}>
        <h1>BackOffice</h1>
        <HealthStatus />
      </main>
    </ThemeProvider>
  );
}
