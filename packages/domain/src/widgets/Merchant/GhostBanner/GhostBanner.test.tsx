import { makeRetailer, makeRetailerUser } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GhostBanner } from './GhostBanner';

describe('GhostBanner', () => {
  it('announces the merchant user and retailer the window acts as', () => {
    const user = makeRetailerUser();
    const retailer = makeRetailer();
    render(
      <GhostBanner
        identity={{
          full_name: user.full_name,
          username: user.username,
          retailer_id: retailer.retailer_id,
          retailer_name: retailer.name,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `Ghosting as ${user.full_name} (${user.username}) of ${retailer.name}`,
    );
  });
});
