import { autocommit, type OperationHandlers } from '../../http/operations';
import { actionHandlers } from './actions';
import { updateApplicationConsumer } from './consumer';
import {
  getDecisionFraud,
  getIdentityImage,
  listApplicationDecisionLogs,
  listApplicationDecisions,
} from './decisions';
import { getApplicationConsumer, getCreditApplication, updateCreditApplication } from './detail';
import { listCreditApplications } from './list';
import { addApplicationNote, listApplicationNotes } from './notes';

/** The credit application operations of the contract. */
export const creditApplicationHandlers: OperationHandlers = {
  // Reads; the detail also audits the personal data it shows, each entry on its own.
  listCreditApplications: autocommit(listCreditApplications),
  getCreditApplication: autocommit(getCreditApplication),
  updateCreditApplication,
  getApplicationConsumer,
  updateApplicationConsumer,
  listApplicationNotes,
  addApplicationNote,
  listApplicationDecisions,
  listApplicationDecisionLogs,
  getDecisionFraud,
  getIdentityImage,
  ...actionHandlers,
};
