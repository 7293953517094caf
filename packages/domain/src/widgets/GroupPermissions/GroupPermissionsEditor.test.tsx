import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../model/permissions';
import { GroupPermissionsEditor } from './GroupPermissionsEditor';
import { permissionChanges } from './groupPermissions';

function Editor({ saved }: { saved: string[] }) {
  const [value, setValue] = useState<Set<string>>(new Set(saved));
  return (
    <>
      <GroupPermissionsEditor
        catalogue={permissionCatalogue}
        value={value}
        savedValue={new Set(saved)}
        onChange={setValue}
      />
      <output>
        {JSON.stringify(permissionChanges(permissionCatalogue, value, new Set(saved)))}
      </output>
    </>
  );
}

describe('GroupPermissionsEditor', () => {
  it('shows a tab per category, credit application categories together', () => {
    render(<Editor saved={[]} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Navigation',
      'Merchant',
      'Credit Application',
    ]);
  });

  it('marks the tab with unsaved changes and reports only what changed', async () => {
    render(<Editor saved={['200:1']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    expect(screen.getByRole('tab', { name: 'Navigation *' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '"category_id":200,"rule_id":6,"enabled":true',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    expect(screen.getByRole('tab', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('selects a whole section from its header', async () => {
    render(<Editor saved={[]} />);
    const section = screen.getByRole('group', { name: 'Merchant Management' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Merchant Management' }));
    for (const box of within(section).getAllByRole('checkbox')) expect(box).toBeChecked();
  });
});
