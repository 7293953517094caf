/**
 * The one vocabulary for what a colour means, shared by every component that takes a `tone`
 * (Badge, Alert, Spinner, Text, Button's narrower set). Status badges map statuses onto it.
 */
export const toneNames = ['positive', 'caution', 'critical', 'info', 'neutral'] as const;
export type Tone = (typeof toneNames)[number];
