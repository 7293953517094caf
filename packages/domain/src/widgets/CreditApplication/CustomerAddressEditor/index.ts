export { addressTitle, CustomerAddressEditor } from './CustomerAddressEditor';
export type { CustomerAddressEditorProps } from './CustomerAddressEditor';
