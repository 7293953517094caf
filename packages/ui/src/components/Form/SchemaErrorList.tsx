import type { ReactNode } from 'react';
import { schemaErrorItems, schemaErrorList, schemaErrorTitle } from './Form.css';

/** One entry of the `properties` of an ERR_SCHEMA_VALIDATION_ERROR response. */
export interface SchemaErrorProperty {
  property: string;
  message: string;
}

export type SchemaErrorProperties =
  readonly SchemaErrorProperty[] | Readonly<Record<string, string>>;

function toList(properties: SchemaErrorProperties): readonly SchemaErrorProperty[] {
  return Array.isArray(properties)
    ? properties
    : Object.entries(properties).map(([property, message]) => ({ property, message }));
}

/** "first_name" → "First name": underscores become spaces and the first letter is capitalised. */
export function schemaPropertyLabel(property: string): string {
  const words = property
    .replace(/^[/.]+/, '')
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "first_name", "is required" → "First name is required". */
export function formatSchemaError({ property, message }: SchemaErrorProperty): string {
  return `${schemaPropertyLabel(property)} ${message}`;
}

/** Turns schema error properties into a Form's `validationErrors`, so each shows on its field. */
export function toValidationErrors(properties: SchemaErrorProperties): Record<string, string> {
  return Object.fromEntries(
    toList(properties).map((entry) => [entry.property, formatSchemaError(entry)]),
  );
}

export interface SchemaErrorListProps {
  /** The `properties` of the error, as a list or as a record of property → message. */
  properties: SchemaErrorProperties;
  /** An optional heading, e.g. the error's message. */
  title?: ReactNode;
  className?: string;
}

/**
 * Shows an ERR_SCHEMA_VALIDATION_ERROR in an alert: one message alone, several as a list, each
 * as a readable label plus the server's message.
 */
export function SchemaErrorList({ properties, title, className }: SchemaErrorListProps) {
  const list = toList(properties);
  if (list.length === 0) return null;
  const messages = list.map(formatSchemaError);
  return (
    <div role="alert" className={[schemaErrorList, className].filter(Boolean).join(' ')}>
      {title && <p className={schemaErrorTitle}>{title}</p>}
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className={schemaErrorItems}>
          {messages.map((message, index) => (
            <li key={`${list[index]?.property}-${index}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
