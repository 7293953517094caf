import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyRules } from './moduleBuilderStoryData';
import { TerminationRules } from './TerminationRules';

describe('TerminationRules', () => {
  it('lists non-termination and termination rules apart', () => {
    render(<TerminationRules rules={storyRules} onTerminationChange={vi.fn()} />);
    const ordinary = screen.getByRole('list', { name: 'Non-termination rules' });
    const terminating = screen.getByRole('list', { name: 'Termination rules' });
    expect(
      within(ordinary)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['1. Minimum credit score', '3. Score bands']);
    expect(within(terminating).getByRole('checkbox', { name: '2. Sanctions' })).toBeChecked();
  });

  it('reports a ticked or cleared checkbox', async () => {
    const onTerminationChange = vi.fn();
    render(<TerminationRules rules={storyRules} onTerminationChange={onTerminationChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '1. Minimum credit score' }));
    expect(onTerminationChange).toHaveBeenCalledWith(storyRules[0], true);
    await userEvent.click(screen.getByRole('checkbox', { name: '2. Sanctions' }));
    expect(onTerminationChange).toHaveBeenCalledWith(storyRules[1], false);
  });

  it('keeps the checkboxes still while disabled', () => {
    render(<TerminationRules rules={storyRules} onTerminationChange={vi.fn()} isDisabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
