export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerSizeNames, spinnerToneNames } from './Spinner.css';
