import { applicationStatusLabel } from '../../model';

export interface CreditApplicationStatusProps {
  status: string;
  className?: string;
}

/** An application status as the credit application widgets show it ('UNKNOWN STATUS' when unrecognised). */
export function CreditApplicationStatus({ status, className }: CreditApplicationStatusProps) {
  return <span className={className}>{applicationStatusLabel(status)}</span>;
}
