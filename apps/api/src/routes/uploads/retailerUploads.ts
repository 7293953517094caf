import { forbidden } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { RETAILER_PERMISSIONS, auditRetailer, visibleRetailer } from '../retailers/access';
import {
  downloadUpload,
  findUpload,
  finishUpload,
  signUpload,
  startUpload,
  type UploadOwner,
} from './ownedUploads';

const retailerOwner = (context: OperationContext): UploadOwner => ({
  kind: 'retailers',
  id: Number(context.params.retailerId),
});

/** The merchant's upload, after checking the user may see the merchant. */
async function retailerUpload(context: OperationContext, { forUpdate = false } = {}) {
  const owner = retailerOwner(context);
  await visibleRetailer(context, owner.id);
  const upload = await findUpload(context, Number(context.params.uploadId), owner, { forUpdate });
  return { owner, upload };
}

/**
 * Starts a merchant upload: a note attachment or a custom operating agreement, so only for
 * users who may add notes (201:13) or assign agreements (201:14).
 */
export async function createRetailerUpload(context: OperationContext) {
  const principal = sessionOf(context);
  const owner = retailerOwner(context);
  await visibleRetailer(context, owner.id);
  if (
    !principal.permissions.has(RETAILER_PERMISSIONS.flagsAndNotes) &&
    !principal.permissions.has(RETAILER_PERMISSIONS.assign)
  ) {
    throw forbidden('You may upload files for notes or operating agreements only.');
  }
  return startUpload(context, owner);
}

export async function signRetailerUpload(context: OperationContext) {
  const { upload } = await retailerUpload(context);
  return signUpload(context, upload);
}

export async function updateRetailerUploadState(context: OperationContext) {
  const { owner, upload } = await retailerUpload(context, { forUpdate: true });
  const finished = await finishUpload(context, upload, owner);
  if (finished.stored) {
    await auditRetailer(context, owner.id, 'file_uploaded', { upload_id: upload.upload_id });
  }
  return { status: 200, body: finished.upload };
}

/** Streams a stored merchant file to whoever holds its signed, unexpired address. */
export const downloadRetailerUpload = (context: OperationContext) =>
  downloadUpload(context, retailerOwner(context));

export const retailerUploadHandlers = {
  createRetailerUpload,
  signRetailerUpload,
  updateRetailerUploadState,
  downloadRetailerUpload,
};
