import type { OperationHandlers } from '../../http/operations';
import {
  createApplicationUpload,
  downloadApplicationUpload,
  getApplicationUpload,
  signApplicationUpload,
  updateApplicationUploadState,
} from './applicationUploads';
import { sendUploadToStorage } from './ownedUploads';

export { UPLOAD_MAX_BYTES } from './ownedUploads';
export { attachmentUrl, uploadDownloadUrl } from './signing';

/** Attachment uploads of credit applications and the storage address that takes their files. */
export const uploadHandlers: OperationHandlers = {
  createApplicationUpload,
  signApplicationUpload,
  sendUploadToStorage,
  updateApplicationUploadState,
  getApplicationUpload,
  downloadApplicationUpload,
};
