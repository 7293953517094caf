import { describe, expect, it } from 'vitest';
import { documentEditorState, documentTextOf, type EditedDocument } from './documentEditorState';
import { readDocumentTemplate, writeTemplateHtml } from './templateHtml';
import type { TemplateDoc } from './templateSchema';

const savedHtml = '<h1>Agreement</h1><p>Signed by both parties.</p>';
const saved = readDocumentTemplate(savedHtml, 'precontract');
const edited = readDocumentTemplate(
  '<h1>Agreement</h1><p>Signed by both parties, in ink.</p>',
  'precontract',
);

const state = (overrides: Partial<EditedDocument> = {}, current: TemplateDoc | null = null) =>
  documentEditorState(
    {
      document_type: 'precontract',
      content: writeTemplateHtml(saved),
      live_version: '1.0',
      latest_draft_version: null,
      ...overrides,
    },
    current,
  );

describe('documentEditorState', () => {
  it('shows the saved template, unchanged, with nothing to publish on the live version', () => {
    expect(state()).toMatchObject({
      isDirty: false,
      version: '1.0',
      canPublish: false,
      text: documentTextOf(savedHtml, 'precontract'),
      nextLive: '2.0',
    });
  });

  it("edits the newest draft, which can be published; a first document is '1.0'", () => {
    expect(state({ latest_draft_version: '1.3' })).toMatchObject({
      version: '1.3',
      canPublish: true,
    });
    expect(state({ live_version: null })).toMatchObject({ version: '1.0', nextLive: '1.0' });
  });

  it('offers publishing once the template differs from the saved one', () => {
    expect(state({}, saved)).toMatchObject({ isDirty: false, canPublish: false });
    const changed = state({}, edited);
    expect(changed).toMatchObject({ isDirty: true, canPublish: true });
    expect(changed.text).toContain('in ink');
  });

  it('checks what is shown', () => {
    expect(state({ content: '<p> </p>' }).checks.map((check) => check.kind)).toContain(
      'empty-document',
    );
  });
});

describe('documentTextOf', () => {
  it('has no text for a version without content', () => {
    expect(documentTextOf(null, 'precontract')).toBeNull();
    expect(documentTextOf('', 'precontract')).toBeNull();
  });
});
