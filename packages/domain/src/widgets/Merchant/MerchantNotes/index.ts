export { MerchantNotes, contactName, merchantNoteTypeLabels } from './MerchantNotes';
export type {
  MerchantNote,
  MerchantNoteContact,
  MerchantNoteType,
  MerchantNotesProps,
  NewMerchantNote,
} from './MerchantNotes';
export {
  MerchantNoteAttachments,
  noteAttachmentTypes,
  useNoteAttachments,
} from './MerchantNoteAttachments';
export type {
  MerchantNoteAttachment,
  MerchantNoteAttachmentsProps,
} from './MerchantNoteAttachments';
