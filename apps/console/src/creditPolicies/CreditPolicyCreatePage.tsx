import type { CreditPolicyInput } from '@backoffice/api-client';
import { Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { CreditPolicyEditor } from './CreditPolicyEditor';

/**
 * The create view: it receives the New Credit Policy draft as navigation state (spec: "receives
 * a draft policy as a parameter"). Without one (a reload, a typed address) it goes to the list.
 */
export function CreditPolicyCreatePage() {
  useDocumentTitle('New Credit Policy');
  const draft = (useLocation().state as { draft?: CreditPolicyInput } | null)?.draft;
  if (!draft) return <Navigate to="/credit-policies/" replace />;
  return <CreditPolicyEditor saved={draft} />;
}
