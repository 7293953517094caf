import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyStageDraft } from './policyBuilderTypes';
import { StageBuilder, type StageBuilderProps } from './StageBuilder';

const modules = [
  { module_id: 11, name: 'Affordability' },
  { module_id: 12, name: 'Fraud screen' },
  { module_id: 13, name: 'Bureau score' },
];

const twoStages: PolicyStageDraft[] = [
  { order: 1, hard_search: false, modules: [{ module_id: 11 }] },
  { order: 2, hard_search: true, modules: [] },
];

/** The builder holding its stages as a page would; `onChange` sees every change. */
function renderBuilder(props: Partial<StageBuilderProps> = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [stages, setStages] = useState<PolicyStageDraft[]>([...(props.stages ?? twoStages)]);
    return (
      <StageBuilder
        modules={modules}
        {...props}
        stages={stages}
        onChange={(next) => {
          setStages(next);
          onChange(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup() };
}

const stageGroup = (name: string) => screen.getByRole('group', { name });

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves between measured boxes: give each
 * entry of a sortable list the box a browser would (rows 200 px apart).
 */
function layOutLists() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'LI' && this.parentElement?.tagName === 'OL') {
      const row = Array.from(this.parentElement.children).indexOf(this);
      const top = row * 200;
      return {
        left: 0,
        top,
        width: 600,
        height: 180,
        x: 0,
        y: top,
        right: 600,
        bottom: top + 180,
        toJSON: () => ({}),
      } as DOMRect;
    }
    return original.call(this);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StageBuilder', () => {
  describe('stages', () => {
    it("says 'No stages' when there are none", () => {
      renderBuilder({ stages: [] });
      expect(screen.getByRole('heading', { name: 'Stage Builder' })).toBeInTheDocument();
      expect(screen.getByText('No stages')).toBeInTheDocument();
    });

    it("adds 'Stage #n' at the end with 'Add a stage'", async () => {
      const { onChange, user } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Add a stage' }));
      expect(stageGroup('Stage #3')).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith([
        ...twoStages,
        { order: 3, hard_search: false, modules: [] },
      ]);
    });

    it('removes a stage and renumbers the rest', async () => {
      const { onChange, user } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Remove Stage #1' }));
      expect(onChange).toHaveBeenLastCalledWith([{ order: 1, hard_search: true, modules: [] }]);
      expect(screen.queryByRole('group', { name: 'Stage #2' })).toBeNull();
    });

    it('sets Hard Search for one stage', async () => {
      const { onChange, user } = renderBuilder();
      await user.click(
        within(stageGroup('Stage #1')).getByRole('checkbox', { name: 'Hard Search' }),
      );
      expect(onChange).toHaveBeenLastCalledWith([
        { ...twoStages[0], hard_search: true },
        twoStages[1],
      ]);
    });

    it('moves a stage down from the keyboard: Space, ArrowDown, Space', async () => {
      layOutLists();
      const { onChange, user } = renderBuilder();
      screen.getByRole('button', { name: 'Move Stage #1' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith([
          { order: 1, hard_search: true, modules: [] },
          { order: 2, hard_search: false, modules: [{ module_id: 11 }] },
        ]),
      );
      expect(within(stageGroup('Stage #2')).getByText('Affordability')).toBeInTheDocument();
    });

    it('tells a screen reader how to move a stage from the keyboard', () => {
      renderBuilder();
      const handle = screen.getByRole('button', { name: 'Move Stage #1' });
      expect(handle).toHaveAccessibleDescription(/press Space or Enter on its Move button/);
    });
  });

  describe('modules', () => {
    it('adds the module chosen in the dropdown', async () => {
      const { onChange, user } = renderBuilder();
      const stage = stageGroup('Stage #2');
      await user.click(within(stage).getByRole('button', { name: /Module for Stage #2/ }));
      await user.click(await screen.findByRole('option', { name: 'Fraud screen' }));
      await user.click(within(stage).getByRole('button', { name: 'Add a module' }));
      expect(onChange).toHaveBeenLastCalledWith([
        twoStages[0],
        { order: 2, hard_search: true, modules: [{ module_id: 12 }] },
      ]);
      expect(
        within(within(stage).getByRole('list', { name: 'Modules of Stage #2' })).getByText(
          'Fraud screen',
        ),
      ).toBeInTheDocument();
    });

    it("offers 'No Module' and not the modules already in the stage", async () => {
      const { user } = renderBuilder();
      await user.click(
        within(stageGroup('Stage #1')).getByRole('button', { name: /Module for Stage #1/ }),
      );
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'No Module',
        'Fraud screen',
        'Bureau score',
      ]);
    });

    it("refuses 'Add a module' while 'No Module' is chosen", async () => {
      const { onChange, user } = renderBuilder();
      await user.click(
        within(stageGroup('Stage #2')).getByRole('button', { name: 'Add a module' }),
      );
      expect(await screen.findByText('Choose a module to add.')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('removes a module from its stage', async () => {
      const { onChange, user } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Remove Affordability from Stage #1' }));
      expect(onChange).toHaveBeenLastCalledWith([
        { order: 1, hard_search: false, modules: [] },
        twoStages[1],
      ]);
    });

    it('says the modules are loading instead of offering them', () => {
      renderBuilder({ isLoadingModules: true });
      expect(screen.getAllByText('Loading, this may take upwards of 60 seconds...')).toHaveLength(
        2,
      );
      expect(screen.queryByRole('button', { name: 'Add a module' })).toBeNull();
    });
  });

  describe('isDisabled', () => {
    it('offers nothing to change', () => {
      renderBuilder({ isDisabled: true });
      expect(screen.getByRole('button', { name: 'Add a stage' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Move Stage #1' })).toBeNull();
    });
  });
});
