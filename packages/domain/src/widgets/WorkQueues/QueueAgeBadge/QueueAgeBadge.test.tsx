import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueueAgeBadge } from './QueueAgeBadge';

const now = new Date('2026-11-28T12:00:00Z');
const serviceLevel = { amber_after_hours: 4, red_after_hours: 24 };
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('QueueAgeBadge', () => {
  it.each([
    [1, '1 h · Within service level'],
    [5, '5 h · Nearing service level'],
    [30, '1 d 6 h · Over service level'],
  ])('reads an item %i hours old as "%s"', (hours, text) => {
    render(<QueueAgeBadge enteredAt={hoursBefore(hours)} serviceLevel={serviceLevel} now={now} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
