export { PolicyLenderSelect } from './PolicyLenderSelect';
export type {
  PolicyLender,
  PolicyLenderChoices,
  PolicyLenderSelectProps,
} from './PolicyLenderSelect';
