import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyEditorLayout, type PolicyEditorLayoutProps } from './PolicyEditorLayout';

const renderLayout = (props: Partial<PolicyEditorLayoutProps> = {}) =>
  render(
    <PolicyEditorLayout actions={<button type="button">Update</button>} {...props}>
      <p>The summary</p>
    </PolicyEditorLayout>,
  );

describe('PolicyEditorLayout', () => {
  describe('policy', () => {
    it("heads the page with the policy's name and id", () => {
      renderLayout({ policy: makeCreditPolicy() });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Standard retail (12)');
    });

    it("heads a policy not saved yet 'unsaved'", () => {
      renderLayout();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('unsaved');
    });
  });

  it("puts the actions in the 'Policy actions' landmark beside the editor", () => {
    renderLayout();
    expect(screen.getByRole('complementary', { name: 'Policy actions' })).toContainElement(
      screen.getByRole('button', { name: 'Update' }),
    );
    expect(screen.getByText('The summary')).toBeInTheDocument();
  });

  describe('saveError', () => {
    it('lists the properties the server refused', () => {
      renderLayout({
        saveError: {
          message: 'The request is not valid.',
          properties: [{ property: 'name', message: 'is too long' }],
        },
      });
      const [alert] = screen.getAllByRole('alert');
      expect(alert).toHaveTextContent('The request is not valid.');
      expect(alert).toHaveTextContent('Name is too long');
    });

    it('says nothing was saved when the server named no property', () => {
      renderLayout({ saveError: { message: 'The service is not available.', properties: [] } });
      expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved.');
    });

    it('takes a failure that is not the server refusing properties, such as a lost network', () => {
      renderLayout({ saveError: new Error('Network error') });
      expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved.');
    });
  });

  describe('stageErrors', () => {
    it('says the stages cannot be saved yet, and what the schema refuses', () => {
      renderLayout({
        stageErrors: [{ property: 'stages.1.order', message: 'Stage orders must be distinct.' }],
      });
      const [alert] = screen.getAllByRole('alert');
      expect(alert).toHaveTextContent('The stages cannot be saved yet.');
      expect(alert).toHaveTextContent('Stage orders must be distinct.');
    });
  });
});
