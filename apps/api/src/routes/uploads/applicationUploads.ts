import { noteRefusal } from '@backoffice/domain/model';
import { conflict } from '../../http/errors';
import type { OperationContext } from '../../http/operations';
import { auditApplication, visibleApplication } from '../credit-applications/access';
import {
  downloadUpload,
  findUpload,
  finishUpload,
  signUpload,
  startUpload,
  toUpload,
  type UploadOwner,
} from './ownedUploads';

/** An application's uploads: started for it, or attached to one of its notes. */
function applicationOwner(context: OperationContext): UploadOwner {
  return {
    kind: 'credit-applications',
    id: Number(context.params.creditAppId),
    alsoVisibleSql: `EXISTS (SELECT 1 FROM application_attachments at
                              WHERE at.upload_id = up.upload_id AND at.credit_application_id = $2)`,
  };
}

/** The application's upload, after checking the user may see the application. */
async function applicationUpload(context: OperationContext, { forUpdate = false } = {}) {
  const owner = applicationOwner(context);
  await visibleApplication(context, owner.id);
  const upload = await findUpload(context, Number(context.params.uploadId), owner, { forUpdate });
  return { owner, upload };
}

/** Starts an attachment upload for an application the user may add notes to. */
export async function createApplicationUpload(context: OperationContext) {
  const owner = applicationOwner(context);
  const application = await visibleApplication(context, owner.id);
  const refusal = noteRefusal(application.current_status);
  if (refusal) throw conflict(refusal);
  return startUpload(context, owner);
}

export async function signApplicationUpload(context: OperationContext) {
  const { upload } = await applicationUpload(context);
  return signUpload(context, upload);
}

export async function updateApplicationUploadState(context: OperationContext) {
  const { owner, upload } = await applicationUpload(context, { forUpdate: true });
  const finished = await finishUpload(context, upload, owner);
  if (finished.stored) {
    await auditApplication(context, owner.id, 'attachment_uploaded', {
      upload_id: upload.upload_id,
    });
  }
  return { status: 200, body: finished.upload };
}

export async function getApplicationUpload(context: OperationContext) {
  const { owner, upload } = await applicationUpload(context);
  return { status: 200, body: toUpload(context.config, upload, owner) };
}

/** Streams a stored attachment to whoever holds its signed, unexpired address. */
export const downloadApplicationUpload = (context: OperationContext) =>
  downloadUpload(context, applicationOwner(context));
