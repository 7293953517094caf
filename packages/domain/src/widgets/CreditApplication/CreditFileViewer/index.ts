export { CreditFileViewer } from './CreditFileViewer';
export type { CreditFileViewerProps } from './CreditFileViewer';
