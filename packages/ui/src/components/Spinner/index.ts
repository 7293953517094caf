export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerSizeNames } from './Spinner.css';
