/**
 * Template variables are written in saved HTML as the literal name inside double braces with a
 * space on each side ("{{ consumer_first_name }}") and read back as variable chips.
 */
const variablePattern = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

export function writeTemplateVariable(name: string): string {
  return `{{ ${name} }}`;
}

export class UnknownTemplateVariableError extends Error {
  constructor(readonly variableName: string) {
    super(`Unknown template variable: ${variableName}`);
    this.name = 'UnknownTemplateVariableError';
  }
}

/** The variable names a template uses, in order; an unknown name raises an error. */
export function readTemplateVariables(text: string, known: ReadonlySet<string>): string[] {
  return Array.from(text.matchAll(variablePattern), (match) => {
    const name = match[1] ?? '';
    if (!known.has(name)) throw new UnknownTemplateVariableError(name);
    return name;
  });
}
