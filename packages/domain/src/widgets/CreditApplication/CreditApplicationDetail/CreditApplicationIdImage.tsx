import { Spinner } from '@backoffice/ui';
import type { IdImageSide } from '../IdentificationPanel';
import * as styles from './CreditApplicationDetail.css';

export interface CreditApplicationIdImageProps {
  side: IdImageSide;
  /** The image as a URL the page loaded; undefined while it loads. */
  src: string | undefined;
  isError?: boolean;
}

/** One side of an ID document on the Identification tab, while it loads and when it fails. */
export function CreditApplicationIdImage({
  side,
  src,
  isError = false,
}: CreditApplicationIdImageProps) {
  if (isError) return <span>The {side} image could not be loaded.</span>;
  if (!src) return <Spinner size="sm" aria-label={`Loading the ${side} image`} />;
  return <img className={styles.idImage} src={src} alt={`ID document ${side}`} />;
}
