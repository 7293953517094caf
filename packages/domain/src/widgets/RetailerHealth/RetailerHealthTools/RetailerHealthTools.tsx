import { Alert, Card, ComboBox, SelectItem, Stack, Text } from '@backoffice/ui';

export interface ToolMerchant {
  retailer_id: number;
  name: string;
}

export interface RetailerHealthToolsProps {
  /** Merchants matching the search. */
  merchants: readonly ToolMerchant[];
  searchText: string;
  onSearchChange: (text: string) => void;
  isLoading?: boolean;
  /** Why the merchants could not be searched. */
  error?: string | null;
  /** Opens the Retailer Health Checker of the chosen merchant. */
  onOpenRetailer: (retailerId: number) => void;
  className?: string;
}

/**
 * The Tools list (platform-shell.md 2.1): the Retailer Health Checker, opened for a merchant
 * picked by name or id.
 */
export function RetailerHealthTools({
  merchants,
  searchText,
  onSearchChange,
  isLoading = false,
  error = null,
  onOpenRetailer,
  className,
}: RetailerHealthToolsProps) {
  return (
    <Card title="Retailer Health Checker" className={className}>
      <Stack gap="200">
        <Text tone="muted">
          Diagnoses a merchant&apos;s products and permissions: its decision policy&apos;s products
          against its rate card and product permissions, its admins&apos; groups and its retailer
          basic groups, with a fix for each problem.
        </Text>
        <ComboBox
          label="Merchant"
          placeholder="Search by name or id"
          items={merchants}
          inputValue={searchText}
          onInputChange={onSearchChange}
          isLoading={isLoading}
          emptyState={searchText.trim() ? 'No merchants found.' : 'Type a merchant name or id.'}
          menuTrigger="input"
          defaultFilter={() => true}
          onSelectionChange={(key) => {
            if (key !== null) onOpenRetailer(Number(key));
          }}
        >
          {(merchant) => (
            <SelectItem id={merchant.retailer_id} textValue={merchant.name}>
              {`${merchant.name} (${merchant.retailer_id})`}
            </SelectItem>
          )}
        </ComboBox>
        {error ? (
          <Alert tone="critical" title="Merchants could not be searched.">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
