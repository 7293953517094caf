import type { BeforeBodyChecks, OperationHandlers } from '../../http/operations';
import {
  createApplicationUpload,
  downloadApplicationUpload,
  getApplicationUpload,
  signApplicationUpload,
  updateApplicationUploadState,
} from './applicationUploads';
import { checkUploadSignature, sendUploadToStorage } from './ownedUploads';
import { retailerUploadHandlers } from './retailerUploads';

export { UPLOAD_MAX_BYTES } from './ownedUploads';
export { attachmentUrl, uploadDownloadUrl } from './signing';

/**
 * Uploads of credit applications and merchants, and the storage address that takes their files.
 */
export const uploadHandlers: OperationHandlers = {
  ...retailerUploadHandlers,
  createApplicationUpload,
  signApplicationUpload,
  sendUploadToStorage,
  updateApplicationUploadState,
  getApplicationUpload,
  downloadApplicationUpload,
};

/** The storage address refuses an unsigned form before reading its body. */
export const uploadBeforeBodyChecks: BeforeBodyChecks = {
  sendUploadToStorage: checkUploadSignature,
};
