import {
  useCreateRetailerFlag,
  useResolveRetailerFlag,
  type Retailer,
} from '@backoffice/api-client';
import { MerchantFlags } from '@backoffice/domain/widgets';
import { Tabs, type TabItem } from '@backoffice/ui';

/**
 * The merchant detail's notes area: the Flags tab with its count (add and delete flags), then the
 * page's other tabs (CDS settings).
 */
export function MerchantNotesArea({
  retailer,
  moreTabs,
}: {
  retailer: Retailer;
  moreTabs: TabItem[];
}) {
  const retailerId = retailer.retailer_id;
  const createFlag = useCreateRetailerFlag(retailerId);
  const resolveFlag = useResolveRetailerFlag(retailerId);
  const openFlags = retailer.flags.filter((flag) => !flag.resolved);
  return (
    <Tabs
      aria-label="Notes area"
      items={[
        {
          id: 'flags',
          label: 'Flags',
          count: openFlags.length,
          content: (
            <MerchantFlags
              flags={openFlags}
              canAdd={retailer._links.add_flag !== undefined}
              canResolve={retailer._links.add_flag !== undefined}
              onAdd={(message) => createFlag.mutateAsync(message)}
              onResolve={(flagId) => resolveFlag.mutateAsync(flagId)}
            />
          ),
        },
        ...moreTabs,
      ]}
    />
  );
}
