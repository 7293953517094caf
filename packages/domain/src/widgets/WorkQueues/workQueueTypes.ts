/** The contract's WorkQueue and WorkQueueItem as the widgets read them (ADR 0032). */
export interface WorkQueueSummary {
  queue_id: number;
  lender: { lender_id: number; display_name: string };
  status: string;
  standard: boolean;
  amber_after_hours: number;
  red_after_hours: number;
  item_count: number;
  unassigned_count: number;
  /** An ISO date-time, or null when the queue is empty. */
  oldest_entered_at: string | null;
}

export interface WorkQueueEntry {
  credit_application_id: number;
  queue_id: number;
  status: string;
  lender: { lender_id: number; display_name: string };
  retailer_name: string;
  advance_pence: number;
  /** An ISO date-time: when the application entered its status. */
  entered_status_at: string;
  amber_after_hours: number;
  red_after_hours: number;
  holder: { user_id: number; name: string; held_at: string } | null;
}

export interface WorkQueueAssignee {
  user_id: number;
  name: string;
}

/** The name of a queue as people read it: "Northbridge Finance REFER". */
export const workQueueName = (queue: Pick<WorkQueueSummary, 'lender' | 'status'>) =>
  `${queue.lender.display_name} ${queue.status}`;
