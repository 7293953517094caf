export { Form } from './Form';
export type { FormProps } from './Form';
export {
  SchemaErrorList,
  schemaPropertyLabel,
  formatSchemaError,
  toValidationErrors,
} from './SchemaErrorList';
export type {
  SchemaErrorListProps,
  SchemaErrorProperty,
  SchemaErrorProperties,
} from './SchemaErrorList';
