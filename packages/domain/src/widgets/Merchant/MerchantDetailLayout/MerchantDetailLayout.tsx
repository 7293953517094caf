import { Heading, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { MerchantStatusBadge } from '../../StatusBadge/MerchantStatusBadge';
import { NOT_ASSIGNED } from '../../../model/merchants';
import { columns, heading, headingDetail } from './MerchantDetailLayout.css';

export interface MerchantDetailHeadingProps {
  name: string;
  retailerId: number;
  /** The account manager's name; null reads 'Not assigned'. */
  accountManager: string | null;
  accountStatus: string;
}

/** The page heading: the merchant's name, its id, its account manager and its status badge. */
export function MerchantDetailHeading({
  name,
  retailerId,
  accountManager,
  accountStatus,
}: MerchantDetailHeadingProps) {
  return (
    <Heading level={1} size="xl" className={heading}>
      <span>{name}</span>
      <span className={headingDetail}>{retailerId}</span>
      <span className={headingDetail}>{accountManager ?? NOT_ASSIGNED}</span>
      <MerchantStatusBadge status={accountStatus} />
    </Heading>
  );
}

export interface MerchantDetailLayoutProps {
  /** The page heading, usually a MerchantDetailHeading. */
  heading: ReactNode;
  /** Alerts about the last change, under the heading. */
  notice?: ReactNode;
  /** The left column: Company Information, the bank details tabs, the contact tabs. */
  children: ReactNode;
  /** Under the left column: the notes area (Flags, Notes, Contact Merchant, CDS settings). */
  notes?: ReactNode;
  /** The top of the right column: the Merchant Actions panel. */
  actions?: ReactNode;
  /** Under the actions: Account Information (decision policy and rate cards). */
  accountInformation?: ReactNode;
}

/**
 * The merchant detail page (merchants.md section 2, "Merchant detail"): the heading, then the
 * details on the left and the actions and account information on the right. Every slot may be
 * left empty; an empty slot takes no room.
 */
export function MerchantDetailLayout({
  heading,
  notice,
  children,
  notes,
  actions,
  accountInformation,
}: MerchantDetailLayoutProps) {
  return (
    <Stack gap="200">
      {heading}
      {notice}
      <div className={columns}>
        <Stack gap="200">
          {children}
          {notes}
        </Stack>
        <Stack gap="200">
          {actions}
          {accountInformation}
        </Stack>
      </div>
    </Stack>
  );
}
