import { useEffect, useState } from 'react';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeFormatter = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const absoluteFormatter = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "3 minutes ago", "in 2 days", "now": the largest whole unit, from seconds up to years. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relativeFormatter.format(Math.trunc(seconds / size), unit);
    }
  }
  return relativeFormatter.format(0, 'second');
}

/** dd/MM/yy HH:mm:ss, the spec's date-time format. */
export function formatDateTime(date: Date): string {
  return absoluteFormatter.format(date).replace(',', '');
}

export interface RelativeTimeProps {
  /** An ISO date-time string or a Date. */
  value: string | Date;
  /** Re-render every so many milliseconds so the text stays true; off by default. */
  updateEvery?: number;
  className?: string;
}

/** A time shown relative to now, with the exact date-time in its title and dateTime. */
export function RelativeTime({ value, updateEvery, className }: RelativeTimeProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!updateEvery) return;
    const timer = setInterval(() => setNow(new Date()), updateEvery);
    return () => clearInterval(timer);
  }, [updateEvery]);
  if (Number.isNaN(date.getTime())) return <span className={className}>N/A</span>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
