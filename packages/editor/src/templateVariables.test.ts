import { describe, expect, it } from 'vitest';
import {
  readTemplateVariables,
  UnknownTemplateVariableError,
  writeTemplateVariable,
} from './templateVariables';

const known = new Set(['consumer_first_name', 'finance_apr']);

describe('writeTemplateVariable', () => {
  it('writes the name inside double braces with spaces', () => {
    expect(writeTemplateVariable('finance_apr')).toBe('{{ finance_apr }}');
  });
});

describe('readTemplateVariables', () => {
  it('reads names back in order, with or without spaces', () => {
    expect(
      readTemplateVariables('Dear {{ consumer_first_name }}, APR {{finance_apr}}', known),
    ).toEqual(['consumer_first_name', 'finance_apr']);
  });

  it('raises an error for an unknown variable', () => {
    expect(() => readTemplateVariables('{{ nope }}', known)).toThrow(UnknownTemplateVariableError);
  });
});
