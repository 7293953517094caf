import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditApplicationIdImage } from './CreditApplicationIdImage';

describe('CreditApplicationIdImage', () => {
  it('says while the image loads, when it failed, and shows it once loaded', () => {
    const { rerender } = render(<CreditApplicationIdImage side="front" src={undefined} />);
    expect(screen.getByLabelText('Loading the front image')).toBeInTheDocument();
    rerender(<CreditApplicationIdImage side="front" src={undefined} isError />);
    expect(screen.getByText('The front image could not be loaded.')).toBeInTheDocument();
    rerender(<CreditApplicationIdImage side="front" src="data:image/png;base64,AA==" />);
    expect(screen.getByRole('img', { name: 'ID document front' })).toBeInTheDocument();
  });
});
