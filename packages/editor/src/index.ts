export {
  writeTemplateVariable,
  readTemplateVariables,
  UnknownTemplateVariableError,
} from './templateVariables';
