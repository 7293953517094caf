export { Card, Panel } from './Card';
export type { CardProps, PanelProps } from './Card';
