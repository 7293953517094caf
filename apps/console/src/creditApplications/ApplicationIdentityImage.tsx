import { useIdentityImage, type IdentityImageSide } from '@backoffice/api-client';
import { CreditApplicationIdImage } from '@backoffice/domain/widgets';

/** One side of an application's ID document, loaded when its tab shows it. */
export function ApplicationIdentityImage({
  vendorReference,
  side,
}: {
  vendorReference: string;
  side: IdentityImageSide;
}) {
  const image = useIdentityImage(vendorReference, side);
  return <CreditApplicationIdImage side={side} src={image.data} isError={image.isError} />;
}
