export { IdentificationPanel } from './IdentificationPanel';
export type { IdentificationPanelProps, IdImageSide } from './IdentificationPanel';
