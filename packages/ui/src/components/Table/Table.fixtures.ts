export interface ApplicationRow {
  id: number;
  consumer: string;
  merchant: string;
  status: string;
  advance: number;
}

const consumers = ['Jane Doe', 'Arjun Patel', 'Siobhan Kelly', 'Tom Hughes', 'Amara Okafor'];
const merchants = ['Acme Furniture', 'Northern Bikes', 'Harbour Dental', 'City Sofas'];
const statuses = ['ACCEPT', 'DECLINE', 'REFER', 'SUBMITTED', 'CANCEL'];

/** Deterministic rows for stories and tests. */
export function applicationRows(count: number): ApplicationRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 104000 + index,
    consumer: consumers[index % consumers.length] as string,
    merchant: merchants[index % merchants.length] as string,
    status: statuses[index % statuses.length] as string,
    advance: 50000 + ((index * 7919) % 250000),
  }));
}
