export { CreditApplicationDetail } from './CreditApplicationDetail';
export type {
  ApplicationNoteRequest,
  CreditApplicationDetailProps,
} from './CreditApplicationDetail';
export { CreditApplicationIdImage } from './CreditApplicationIdImage';
export type { CreditApplicationIdImageProps } from './CreditApplicationIdImage';
