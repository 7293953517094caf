import type { components } from '@backoffice/api-client/schema';
import {
  AGREEMENT_SIGNED,
  closedMerchantStatuses,
  merchantValidationMessages,
} from '@backoffice/domain/model';
import { conflict, invalid, notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { auditRetailer, requireProviderStaff, visibleRetailer } from './access';
import { readAgreements } from './read';

type RetailerAgreementUpdate = components['schemas']['RetailerAgreementUpdate'];

/** The merchant's operating agreement per lender, with the documents each lender offers. */
export async function listRetailerLenderAgreements(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  await visibleRetailer(context, retailerId);
  const items = await readAgreements(context, retailerId);
  return {
    status: 200,
    body: { items, meta: { page: 1, perPage: Math.max(items.length, 1), total: items.length } },
  };
}

/**
 * Assigns the document of an agreement: a lender's operating agreement document, or an uploaded
 * PDF (the custom ROA). A signed agreement cannot change, nor can a closed merchant's.
 */
export async function updateRetailerAgreement(context: OperationContext) {
  requireProviderStaff(sessionOf(context));
  const agreementId = Number(context.params.agreementId);
  const update = context.body as RetailerAgreementUpdate;
  const [agreement] = await context.sql.query<{
    retailer_id: number;
    lender_id: number;
    retailer_agreed: Date | null;
  }>(
    'SELECT retailer_id, lender_id, retailer_agreed FROM retailer_agreements WHERE retailer_agreement_id = $1',
    [agreementId],
  );
  if (!agreement) throw notFound('Operating agreement not found.');
  const retailer = await visibleRetailer(context, agreement.retailer_id, { forUpdate: true });
  const [locked] = (await context.sql.query<{ retailer_agreed: Date | null }>(
    'SELECT retailer_agreed FROM retailer_agreements WHERE retailer_agreement_id = $1 FOR UPDATE',
    [agreementId],
  )) as [{ retailer_agreed: Date | null }];
  if (locked.retailer_agreed) throw conflict(AGREEMENT_SIGNED);
  if ((closedMerchantStatuses as readonly string[]).includes(retailer.account_status)) {
    throw conflict(
      `The agreements of a merchant in status ${retailer.account_status} cannot change.`,
    );
  }

  if (update.type === 'html_document') {
    const [document] = await context.sql.query(
      `SELECT 1 FROM documents WHERE document_id = $1 AND owner_id = $2
          AND document_type = 'retailer_operating_agreement' AND live_version IS NOT NULL`,
      [update.html_document_id, agreement.lender_id],
    );
    if (!document) {
      throw invalid(merchantValidationMessages.documentPerLender, [
        {
          property: 'html_document_id',
          message: "is not a published operating agreement of the agreement's lender",
        },
      ]);
    }
    await context.sql.query(
      `UPDATE retailer_agreements SET type = 'html_document', html_document_id = $2, file_id = NULL
        WHERE retailer_agreement_id = $1`,
      [agreementId, update.html_document_id],
    );
  } else {
    const [upload] = await context.sql.query(
      `SELECT 1 FROM uploads WHERE upload_id = $1 AND retailer_id = $2 AND state = 'stored'
          AND content_type = 'application/pdf'`,
      [update.file_id, agreement.retailer_id],
    );
    if (!upload) {
      throw invalid(merchantValidationMessages.customPdf, [
        { property: 'file_id', message: 'is not an uploaded PDF of this merchant' },
      ]);
    }
    await context.sql.query(
      `UPDATE retailer_agreements SET type = 'pre_agreed_upload', html_document_id = NULL, file_id = $2
        WHERE retailer_agreement_id = $1`,
      [agreementId, update.file_id],
    );
  }
  await auditRetailer(context, agreement.retailer_id, 'agreement_assigned', {
    retailer_agreement_id: agreementId,
    lender_id: agreement.lender_id,
    ...update,
  });
  const agreements = await readAgreements(context, agreement.retailer_id);
  return {
    status: 200,
    body: agreements.find((item) => item.retailer_agreement_id === agreementId)!,
  };
}

export const agreementHandlers = { listRetailerLenderAgreements, updateRetailerAgreement };
