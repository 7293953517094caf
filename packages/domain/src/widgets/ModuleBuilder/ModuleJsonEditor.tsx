import { TextArea } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import * as styles from './ModuleBuilder.css';

/** The spec's pause after typing before the JSON is checked (section 9). */
export const JSON_CHECK_DELAY_MS = 1000;

export interface ModuleJsonEditorProps {
  /** The module as an object; shown pretty-printed. */
  value: unknown;
  /** Called with the parsed JSON when focus leaves the text area and the JSON is valid. */
  onChange: (value: unknown) => void;
  /** Told after each check (1 s after typing stops, and when focus leaves). */
  onValidityChange?: (isValid: boolean) => void;
  /** Checks the parsed JSON's shape; returns a message when it is not a module. */
  validate?: (value: unknown) => string | null;
  isReadOnly?: boolean;
  className?: string;
}

type Check = { value: unknown; error: null } | { value: undefined; error: string };

function check(text: string, validate: ModuleJsonEditorProps['validate']): Check {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    return {
      value: undefined,
      error: `The JSON is not valid: ${failure instanceof Error ? failure.message : String(failure)}`,
    };
  }
  const error = validate?.(value) ?? null;
  return error ? { value: undefined, error } : { value, error: null };
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The JSON mode of a module: a raw text area. Its validity is checked one second after typing
 * stops; it is parsed when focus leaves it, and a valid result replaces the module.
 */
export function ModuleJsonEditor({
  value,
  onChange,
  onValidityChange,
  validate,
  isReadOnly = false,
  className,
}: ModuleJsonEditorProps) {
  const source = pretty(value);
  const [state, setState] = useState({ source, text: source, isTyping: false });
  const [error, setError] = useState<string | null>(null);
  let current = state;
  // A module changed elsewhere (the Constructor, a save) replaces the text.
  if (state.source !== source) {
    current = { source, text: source, isTyping: false };
    setState(current);
    setError(null);
  }
  const { text, isTyping } = current;

  const report = (result: Check) => {
    setError(result.error);
    onValidityChange?.(result.error === null);
    return result;
  };

  useEffect(() => {
    if (!isTyping) return;
    const timer = setTimeout(() => {
      report(check(text, validate));
      setState((latest) => ({ ...latest, isTyping: false }));
    }, JSON_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    <TextArea
      label="Module JSON"
      className={[styles.jsonInput, className].filter(Boolean).join(' ')}
      rows={20}
      value={text}
      isReadOnly={isReadOnly}
      onChange={(next) => setState({ ...current, text: next, isTyping: true })}
      onBlur={() => {
        if (isReadOnly) return;
        const result = report(check(text, validate));
        setState({ ...current, isTyping: false });
        if (result.error === null && pretty(result.value) !== source) onChange(result.value);
      }}
      isInvalid={error !== null}
      errorMessage={error}
      description={
        isReadOnly
          ? undefined
          : 'Checked one second after typing stops; applied when you leave the field.'
      }
    />
  );
}
