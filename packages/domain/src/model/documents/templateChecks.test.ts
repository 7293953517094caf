import { describe, expect, it } from 'vitest';
import { checkTemplate } from './templateChecks';
import { readTemplateHtml } from './templateHtml';
import { countTemplate, templateLines } from './templateText';
import {
  templateSamples,
  resolveTemplateVariables,
  UnresolvedVariableError,
} from './templateSamples';
import { allTemplateVariables, variableGroupsFor, variablesFor } from './templateVariables';
import { documentTypes } from './documentTypes';

const read = (html: string) =>
  readTemplateHtml(html, { isKnownVariable: (name) => allTemplateVariables.has(name) });

describe('checkTemplate', () => {
  it('finds an empty document', () => {
    expect(checkTemplate(read('<p> </p><hr>'), 'precontract').map((check) => check.kind)).toEqual([
      'empty-document',
    ]);
  });

  it('lists typed variables (known or not), expected variables not used, empty sections and rows', () => {
    const doc = read(
      '<h1>Agreement</h1><p>Between &#123;{ retailer_name }} and &#123;{ shoe_size }}.</p>' +
        '<h2>Settlement</h2><h2>Signatures</h2><p>{{ retailer_signature }}</p>' +
        '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p>Fee</p></div><div class="ldm-col-2"><p></p></div></div></div>',
    );
    expect(
      checkTemplate(doc, 'retailer_operating_agreement').map((check) => check.message),
    ).toEqual([
      '{{ retailer_name }} is typed as text and will print as typed: insert it from the variables list.',
      '{{ shoe_size }} is not a variable of this document type and will print as typed.',
      'Trading name ({{ retailer_name }}) is not used.',
      'The section “Settlement” has no content.',
      'The table row “Fee” has no value.',
    ]);
  });

  it('has nothing to say about a complete operating agreement', () => {
    const doc = read('<h1>Agreement</h1><p>{{ retailer_name }}</p><p>{{ retailer_signature }}</p>');
    expect(checkTemplate(doc, 'retailer_operating_agreement')).toEqual([]);
  });
});

describe('countTemplate and templateLines', () => {
  it('counts words (a variable is one, punctuation none), characters and variables', () => {
    const doc = read('<p>Dear {{ consumer_first_name }},</p><ul><li><p>two words</p></li></ul>');
    expect(countTemplate(doc)).toEqual({ words: 4, characters: 16, variables: 1 });
  });

  it('gives a line per block, list item and table row', () => {
    const doc = read(
      '<h2>Costs</h2><ol type="a"><li><p>one</p><ol type="I"><li><p>deep</p></li></ol></li><li><p>two</p></li></ol>' +
        '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p>APR</p></div><div class="ldm-col-2"><p>{{ finance_apr }}</p></div></div></div><hr>',
    );
    expect(templateLines(doc).split('\n')).toEqual([
      '## Costs',
      'a. one',
      '  I. deep',
      'b. two',
      'APR | {{ finance_apr }}',
      '———',
    ]);
  });
});

describe('the variable palette and the samples', () => {
  it('offers each document type its groups, the first two expanded, with unique names', () => {
    const groups = variableGroupsFor('direct_debit');
    expect(groups.map((group) => [group.label, group.expanded])).toEqual([
      ['Consumer', true],
      ['Bank', true],
      ['Application', false],
      ['Lender', false],
    ]);
    for (const type of documentTypes) {
      const names = variableGroupsFor(type).flatMap((group) =>
        group.variables.map((variable) => variable.name),
      );
      expect(new Set(names).size).toBe(names.length);
      expect(variablesFor(type).size).toBe(names.length);
    }
  });

  it('gives every sample a value for every variable, and resolves a template with it', () => {
    for (const sample of templateSamples) {
      expect(
        [...allTemplateVariables.keys()].filter((name) => sample.values[name] === undefined),
      ).toEqual([]);
    }
    const doc = read(
      '<p><strong>{{ consumer_full_name }}</strong></p><p>{{ consumer_address }}</p>',
    );
    const resolved = resolveTemplateVariables(doc, templateSamples[0]!.values);
    expect(resolved.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Mrs Jane Smith', marks: [{ type: 'bold' }] }],
    });
    expect(templateLines(resolved).split('\n')[1]).toBe(
      '14 Acacia Avenue ↵ Headingley ↵ Leeds ↵ LS6 3HN',
    );
    expect(() => resolveTemplateVariables(doc, {})).toThrow(UnresolvedVariableError);
  });
});
