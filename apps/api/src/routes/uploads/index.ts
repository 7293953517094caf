import type { BeforeBodyChecks, OperationHandlers } from '../../http/operations';
import {
  checkUploadSignature,
  createApplicationUpload,
  downloadApplicationUpload,
  getApplicationUpload,
  sendUploadToStorage,
  signApplicationUpload,
  updateApplicationUploadState,
} from './applicationUploads';

export { UPLOAD_MAX_BYTES } from './applicationUploads';
export { attachmentUrl } from './signing';

/** Attachment uploads of credit applications and the storage address that takes their files. */
export const uploadHandlers: OperationHandlers = {
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
